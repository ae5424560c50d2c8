import SwiftUI

// One documented use (or one per common form) of every view type in dynprop-repl's catalog
// (Sources/DynPropHost/Views/ViewKinds.swift). Each initializer is the one Apple documents; the doc page
// of each is on developer.apple.com/documentation/swiftui. Code written as for an iOS 17 app.

// MARK: - Model types used by the uses below

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
}

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private struct NamedFont: Identifiable {
    let name: String
    let font: Font
    var id: String { name }
}

// MARK: - Stacks, spacing, layout containers

struct LayoutUses: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {                     // VStack(alignment:spacing:content:)
            HStack(alignment: .top, spacing: 10) {                      // HStack(alignment:spacing:content:)
                Image(systemName: "checkmark")
                Text("Checklist row")
                Spacer()                                                // Spacer(minLength:) default
            }
            ZStack(alignment: .bottom) {                                // ZStack(alignment:content:)
                Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                Text("Overlay")
            }
            Group {                                                     // Group(content:)
                Text("Grouped one")
                Text("Grouped two")
            }
            Spacer(minLength: 20)                                       // Spacer(minLength:)
            Divider()                                                   // Divider()
            EmptyView()                                                 // EmptyView()
            AnyView(Text("Type-erased"))                                // AnyView(_:)
            GeometryReader { proxy in                                   // GeometryReader(content:)
                Text("Width \(Int(proxy.size.width))")
            }
            ViewThatFits(in: .horizontal) {                             // ViewThatFits(in:content:)
                HStack {
                    Text("Upload 50%")
                    ProgressView(value: 0.5).frame(width: 100)
                }
                Text("50%")
            }
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) { // Grid(alignment:horizontalSpacing:verticalSpacing:content:)
                GridRow {                                               // GridRow(alignment:content:) default
                    Text("Hello")
                    Image(systemName: "globe")
                }
                GridRow(alignment: .bottom) {                           // GridRow(alignment:content:)
                    Image(systemName: "hand.wave")
                    Text("World")
                }
            }
        }
    }
}

struct ScrollingUses: View {
    var body: some View {
        VStack {
            ScrollView {                                                // ScrollView(_:content:) default axis
                VStack(alignment: .leading) {
                    ForEach(0..<3) {                                    // ForEach(_:content:) Range<Int>
                        Text("Row \($0)")
                    }
                }
            }
            ScrollView(.horizontal) {                                   // ScrollView(.horizontal)
                LazyHStack(alignment: .top, spacing: 10) {              // LazyHStack(alignment:spacing:pinnedViews:content:)
                    ForEach(1...5, id: \.self) {                        // ForEach(_:id:content:)
                        Text("Column \($0)")
                    }
                }
            }
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 4) {           // LazyVStack(alignment:spacing:pinnedViews:content:)
                    ForEach(1...3, id: \.self) { value in
                        Text("Lazy row \(value)")
                    }
                }
            }
            // LazyVGrid and LazyHGrid uses: see CatalogMore.swift.
            ScrollViewReader { proxy in                                 // ScrollViewReader(content:)
                ScrollView {
                    Button("Jump to 9") {
                        proxy.scrollTo(9, anchor: .top)
                    }
                    LazyVStack {
                        ForEach(0..<10, id: \.self) { i in
                            Text("Target \(i)").id(i)
                        }
                    }
                }
            }
        }
    }
}

// MARK: - Text, images, labels, colors, shapes, gradients

struct TextAndImageUses: View {
    let name = "Hamlet (variable)"
    let startDate = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack {
            Text("Hamlet")                                              // Text(_:tableName:bundle:comment:) literal key
            Text(name)                                                  // Text(_:) StringProtocol
            Text(verbatim: "pencil")                                    // Text(verbatim:)
            Text(startDate, style: .date)                               // Text(_:style:)
            Image(systemName: "cloud.heavyrain.fill")                   // Image(systemName:)
            Image("Landmark")                                           // Image(_:bundle:) asset name
            Label("Lightning", systemImage: "bolt.fill")                // Label(_:systemImage:)
            Label {                                                     // Label(title:icon:)
                Text("Paul Hudson")
            } icon: {
                Circle().fill(Color.blue).frame(width: 32, height: 32)
            }
            Label("Welcome", image: "star")                             // Label(_:image:)
            Color.red                                                   // Color.red (static color)
            Color(red: 0.98, green: 0.9, blue: 0.2)                     // Color(_:red:green:blue:opacity:)
        }
    }
}

struct ShapeUses: View {
    var body: some View {
        VStack {
            Circle()                                                    // Circle()
            Rectangle()                                                 // Rectangle()
            RoundedRectangle(cornerRadius: 25, style: .continuous)      // RoundedRectangle(cornerRadius:style:)
            Capsule(style: .circular)                                   // Capsule(style:)
            Ellipse()                                                   // Ellipse()
            UnevenRoundedRectangle(topLeadingRadius: 50, bottomLeadingRadius: 0,
                                   bottomTrailingRadius: 0, topTrailingRadius: 0,
                                   style: .continuous)                  // UnevenRoundedRectangle(topLeadingRadius:…:style:)
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)  // LinearGradient(colors:startPoint:endPoint:)
            RadialGradient(colors: [.red, .yellow], center: .center, startRadius: 0, endRadius: 50) // RadialGradient(colors:center:startRadius:endRadius:)
            AngularGradient(colors: [.red, .green, .blue], center: .center,
                            startAngle: .degrees(0), endAngle: .degrees(360))            // AngularGradient(colors:center:startAngle:endAngle:)
            EllipticalGradient(colors: [.blue, .green], center: .topLeading,
                               startRadiusFraction: 0, endRadiusFraction: 1)             // EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)
        }
    }
}

// MARK: - Controls

struct ButtonToggleFieldUses: View {
    @State private var taps = 0
    @State private var vibrateOnRing = false
    @State private var airplaneMode = true
    @State private var wifi = false
    @State private var username = ""
    @State private var age = 30
    @State private var bio = ""
    @State private var password = ""
    @State private var notes = "This is some editable text..."

    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Sign In") { taps += 1 }                             // Button(_:action:)
            Button(action: { taps += 10 }) {                            // Button(action:label:)
                Label("Sign In Label", systemImage: "arrow.up")
            }
            Button(role: .destructive) { taps = 0 } label: {            // Button(role:action:label:)
                Text("Delete")
            }
            Toggle("Vibrate on Ring", isOn: $vibrateOnRing)             // Toggle(_:isOn:)
            Toggle(isOn: $airplaneMode) {                               // Toggle(isOn:label:)
                Text("Airplane Mode")
            }
            Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)           // Toggle(_:systemImage:isOn:)
            TextField("User name (email address)", text: $username)     // TextField(_:text:)
            TextField("Age", value: $age, format: .number)              // TextField(_:value:format:prompt:)
            TextField(text: $bio, prompt: Text("Required")) {           // TextField(text:prompt:label:)
                Text("Bio")
            }
            SecureField("Password", text: $password)                    // SecureField(_:text:)
            TextEditor(text: $notes)                                    // TextEditor(text:)
        }
    }
}

struct ValueControlUses: View {
    @State private var age = 18
    @State private var colorIndex = 0
    @State private var speed = 50.0
    @State private var volume = 5.0
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var topping = "Nuts"
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    @State private var progress = 0.5
    @State private var batteryLevel = 0.4
    @State private var current = 67.0

    var body: some View {
        VStack {
            Stepper("Enter your age", value: $age, in: 0...130)         // Stepper(_:value:in:step:onEditingChanged:)
            Stepper {                                                   // Stepper(label:onIncrement:onDecrement:onEditingChanged:)
                Text("Value: \(colorIndex)")
            } onIncrement: {
                colorIndex += 1
            } onDecrement: {
                colorIndex -= 1
            }
            Slider(value: $speed, in: 0...100, onEditingChanged: { _ in })  // Slider(value:in:onEditingChanged:)
            Slider(value: $volume, in: 0...10, step: 1) {               // Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            Picker("Flavor", selection: $selectedFlavor) {              // Picker(_:selection:content:)
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker(selection: $topping) {                               // Picker(selection:content:label:)
                ForEach(["Nuts", "Cookies", "Blueberries"], id: \.self) { Text($0) }
            } label: {
                Text("Topping")
            }
            DatePicker("Start Date", selection: $date, displayedComponents: [.date])  // DatePicker(_:selection:displayedComponents:)
            DatePicker("Trip", selection: $date,                        // DatePicker(_:selection:in:displayedComponents:)
                       in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 365))
            ColorPicker("Alignment Guides", selection: $bgColor)        // ColorPicker(_:selection:supportsOpacity:)
            ProgressView()                                              // ProgressView()
            ProgressView(value: progress)                               // ProgressView(value:total:)
            ProgressView("Downloading…", value: progress, total: 1)     // ProgressView(_:value:total:)
            Gauge(value: batteryLevel) {                                // Gauge(value:in:label:)
                Text("Battery Level")
            }
            Gauge(value: current, in: 0...170) {                        // Gauge(value:in:label:currentValueLabel:)
                Text("BPM")
            } currentValueLabel: {
                Text("\(Int(current))")
            }
        }
    }
}

// MARK: - Lists, forms, grouping containers

struct ListAndFormUses: View {
    @State private var parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]
    @State private var fruits = ["Apple", "Banana"]
    @State private var selectedPark: Park.ID? = nil
    private let namedFonts: [NamedFont] = [
        NamedFont(name: "Large Title", font: .largeTitle),
        NamedFont(name: "Headline", font: .headline),
    ]

    var body: some View {
        VStack {
            List {                                                      // List(content:)
                Text("A List Item")
                Text("A Second List Item")
            }
            List(parks) { park in                                       // List(_:rowContent:) Identifiable
                Text(park.name)
            }
            List(fruits, id: \.self) { fruit in                         // List(_:id:rowContent:)
                Text(fruit)
            }
            List($parks, selection: $selectedPark) { $park in           // List(_:selection:rowContent:) binding data
                Text(park.name)
            }
            ForEach(namedFonts) { namedFont in                          // ForEach(_:content:) Identifiable
                Text(namedFont.name).font(namedFont.font)
            }
            Form {                                                      // Form(content:)
                Section("Profile") {                                    // Section(_:content:)
                    Text("Name")
                }
                Section {                                               // Section(content:header:)
                    Text("Notifications on")
                } header: {
                    Text("Settings")
                }
                Section {                                               // Section(content:header:footer:)
                    Text("Version 1.0")
                } header: {
                    Text("About")
                } footer: {
                    Text("Footer note")
                }
            }
        }
    }
}

struct GroupingUses: View {
    @State private var topExpanded = true
    @State private var oneIsOn = false
    @State private var userAgreed = false
    @State private var taps = 0
    @State private var value = 7

    var body: some View {
        VStack {
            DisclosureGroup("Items", isExpanded: $topExpanded) {        // DisclosureGroup(_:isExpanded:content:)
                Toggle("Toggle 1", isOn: $oneIsOn)
                DisclosureGroup("Sub-items") {                          // DisclosureGroup(_:content:)
                    Text("Sub-item 1")
                }
            }
            DisclosureGroup {                                           // DisclosureGroup(content:label:)
                Text("Hidden details")
            } label: {
                Label("Details", systemImage: "info.circle")
            }
            GroupBox {                                                  // GroupBox(content:)
                Text("Unlabeled box content")
            }
            GroupBox("Settings") {                                      // GroupBox(_:content:)
                Text("Titled box content")
            }
            GroupBox {                                                  // GroupBox(content:label:)
                Toggle("I agree", isOn: $userAgreed)
            } label: {
                Label("End-User Agreement", systemImage: "building.columns")
            }
            ControlGroup {                                              // ControlGroup(content:)
                Button("Decrease") { taps -= 1 }
                Button("Increase") { taps += 1 }
            }
            Text("group taps \(taps)")
            Menu("Actions") {                                           // Menu(_:content:)
                Button("Duplicate") { taps += 100 }
                Button("Rename") { }
            }
            Menu {                                                      // Menu(content:label:)
                Button("Open") { }
            } label: {
                Label("PDF", systemImage: "doc.fill")
            }
            Menu("Share", systemImage: "square.and.arrow.up") {         // Menu(_:systemImage:content:)
                Button("Copy Link") { }
            }
            LabeledContent("Name", value: "Maria Ruiz")                 // LabeledContent(_:value:)
            LabeledContent("Custom Value") {                            // LabeledContent(_:content:)
                Text("\(value)")
            }
            LabeledContent {                                            // LabeledContent(content:label:)
                Text("42")
            } label: {
                Text("Answer")
            }
            LabeledContent("Amount", value: 99.99, format: .number)     // LabeledContent(_:value:format:)
        }
    }
}

struct EmptyStateUses: View {
    @State private var reloads = 0

    var body: some View {
        VStack {
            ContentUnavailableView {                                    // ContentUnavailableView(label:description:actions:)
                Label("No Mail", systemImage: "tray.fill")
            } description: {
                Text("New mails you receive will appear here.")
            } actions: {
                Button("Refresh") { reloads += 1 }
            }
            ContentUnavailableView("Connection issue", systemImage: "wifi.slash",
                                   description: Text("Check your internet connection"))  // ContentUnavailableView(_:systemImage:description:)
            // ContentUnavailableView.search: see CatalogMore.swift
            Text("reloads \(reloads)")
        }
    }
}

// MARK: - Navigation, links, toolbars, tabs, remote images

struct ParkDetails: View {
    let park: Park
    var body: some View { Text("Details for \(park.name)") }
}

struct NavigationUses: View {
    @State private var path: [Park] = []
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]

    var body: some View {
        VStack {
            NavigationStack {                                           // NavigationStack(root:)
                List {
                    NavigationLink("Work Folder") {                     // NavigationLink(_:destination:)
                        Text("Folder detail")
                    }
                    NavigationLink {                                    // NavigationLink(destination:label:)
                        Text("Inbox detail")
                    } label: {
                        Label("Inbox", systemImage: "tray")
                    }
                }
                .navigationTitle("Home")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {            // ToolbarItem(placement:content:)
                        Button("Add") { }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {           // ToolbarItemGroup(placement:content:)
                        Button("First") { }
                        Button("Second") { }
                    }
                }
            }
            NavigationStack(path: $path) {                              // NavigationStack(path:root:)
                List(parks) { park in
                    NavigationLink(park.name, value: park)              // NavigationLink(_:value:)
                }
                .navigationDestination(for: Park.self) { park in
                    ParkDetails(park: park)
                }
            }
            NavigationStack {
                NavigationLink(value: parks[0]) {                       // NavigationLink(value:label:)
                    Text("Go to first park")
                }
                .navigationDestination(for: Park.self) { park in
                    ParkDetails(park: park)
                }
            }
            NavigationView {                                            // NavigationView(content:) (deprecated)
                Text("Legacy root")
                    .navigationTitle("Legacy")
            }
            NavigationSplitView {                                       // NavigationSplitView(sidebar:detail:)
                List(parks) { park in Text(park.name) }
            } detail: {
                Text("Select a park")
            }
        }
    }
}

struct LinkTabUses: View {
    @State private var fruits = ["Apple", "Banana"]
    @State private var selection = 1

    var body: some View {
        VStack {
            Link("View Our Terms of Service",                           // Link(_:destination:)
                 destination: URL(string: "https://www.example.com/TOS.html")!)
            Link(destination: URL(string: "https://www.apple.com")!) { // Link(destination:label:)
                Image(systemName: "link.circle.fill")
            }
            ShareLink(item: "https://example.com/article")              // ShareLink(item:subject:message:)
            ShareLink("Share article", item: "https://example.com/article")  // ShareLink(_:item:subject:message:)
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { fruit in Text(fruit) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                }
                .toolbar {
                    EditButton()                                        // EditButton()
                }
            }
            TabView {                                                   // TabView(content:) + tabItem
                Text("View 1")
                    .tabItem { Label("Menu", systemImage: "list.dash") }
                Text("View 2")
                    .tabItem { Label("Order", systemImage: "square.and.pencil") }
            }
            TabView(selection: $selection) {                            // TabView(selection:content:) + tabItem + tag
                Text("First View")
                    .tabItem { Label("First", systemImage: "1.circle") }
                    .tag(1)
                Text("Second View")
                    .tabItem { Label("Second", systemImage: "2.circle") }
                    .tag(2)
            }
            AsyncImage(url: URL(string: "https://example.com/icon.png"))    // AsyncImage(url:scale:)
            AsyncImage(url: URL(string: "https://example.com/photo.png")) { image in  // AsyncImage(url:scale:content:placeholder:)
                image.resizable()
            } placeholder: {
                ProgressView()
            }
        }
    }
}

// MARK: - Root

struct CatalogViewsRoot: View {
    var body: some View {
        VStack {
            LayoutUses()
            ScrollingUses()
            TextAndImageUses()
            ShapeUses()
            ButtonToggleFieldUses()
            ValueControlUses()
            ListAndFormUses()
            GroupingUses()
            EmptyStateUses()
            NavigationUses()
            LinkTabUses()
        }
    }
}
