import SwiftUI

// One documented use (2–3 for the common ones) of every modifier in the `layout` and `appearance`
// groups of ModifierCatalog. Each use follows its page on developer.apple.com/documentation/swiftui.

// MARK: - Layout, part 1

struct LayoutBasicsA: View {
    var body: some View {
        VStack {
            Text("padding 10").padding(10)                                          // padding(_:) CGFloat
            Text("padding bottom").padding(.bottom, 100)                            // padding(_:_:)
            // padding(_:) with EdgeInsets: see CatalogMore.swift (MorePaddingInsets)
            Text("frame fixed").frame(width: 200, height: 100, alignment: .leading) // frame(width:height:alignment:)
            Text("frame flexible").frame(maxWidth: .infinity, alignment: .leading)  // frame(minWidth:…alignment:)
            Text("frame min ideal")
                .frame(minWidth: 10, idealWidth: 300, maxWidth: .infinity,
                       minHeight: 10, idealHeight: 300, maxHeight: .infinity, alignment: .center)
            Text("This long text string is clipped")
                .fixedSize(horizontal: true, vertical: false)                       // fixedSize(horizontal:vertical:)
            Text("This is a higher priority string.").layoutPriority(1)             // layoutPriority(_:)
            Text("Offset by passing horizontal & vertical distance")
                .offset(x: 20, y: 50)                                               // offset(x:y:)
            Text("position").position(x: 50, y: 10)                                 // position(x:y:)
            VStack(alignment: .leading) {
                Text("Guided").alignmentGuide(.leading) { d in d[.trailing] }       // alignmentGuide(_:computeValue:)
                Text("Unguided")
            }
            Rectangle().aspectRatio(1.5, contentMode: .fit)                         // aspectRatio(_:contentMode:)
            Circle().fill(Color.pink).scaledToFit()                                 // scaledToFit()
            Circle().fill(Color.pink).scaledToFill().frame(width: 300, height: 150) // scaledToFill()
            Color.blue.ignoresSafeArea()                                            // ignoresSafeArea(_:edges:)
            Text("This text is outside of the top safe area.")
                .edgesIgnoringSafeArea([.top])                                      // edgesIgnoringSafeArea(_:)
            ZStack {
                Rectangle().fill(Color.yellow).zIndex(1)                            // zIndex(_:)
                Rectangle().fill(Color.red)
            }
            VStack {
                GeometryReader { geometryProxy in
                    Text("distance \(Int(geometryProxy.frame(in: .named("container")).minY))") // the doc reads .origin.y of this frame
                }
            }
            .coordinateSpace(.named("container"))                                   // coordinateSpace(_:)
        }
    }
}

// MARK: - Layout, part 2

private struct Flexibility: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

struct LayoutAdvancedA: View {
    var body: some View {
        VStack {
            List { Text("Row") }
                .safeAreaInset(edge: .bottom, spacing: 0) {                         // safeAreaInset(edge:alignment:spacing:content:)
                    Text("Inset footer")
                }
            ScrollView(.horizontal) {
                HStack(spacing: 10.0) { Text("A"); Text("B") }
            }
            .safeAreaPadding(.horizontal, 20.0)                                     // safeAreaPadding(_:_:)
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10.0) {
                    ForEach(0..<3) { item in
                        Rectangle().fill(Color.purple)
                            .aspectRatio(3.0 / 2.0, contentMode: .fit)
                            .containerRelativeFrame(.horizontal)                    // containerRelativeFrame(_:alignment:)
                    }
                }
            }
            Grid(alignment: .leadingFirstTextBaseline) {
                GridRow {
                    Text("Regular font:").gridColumnAlignment(.trailing)            // gridColumnAlignment(_:)
                    Text("Helvetica 12")
                    Button("Select...") { }
                }
                Divider().gridCellUnsizedAxes(.horizontal)                          // gridCellUnsizedAxes(_:)
                GridRow {
                    Text("Spans two").gridCellColumns(2)                            // gridCellColumns(_:)
                    Color.red.frame(width: 10, height: 10).gridCellAnchor(.topLeading) // gridCellAnchor(_:)
                }
            }
            Text("Flexible").layoutValue(key: Flexibility.self, value: 2)           // layoutValue(key:value:)
            Text("Scene padded").scenePadding(.horizontal)                          // scenePadding(_:)
            ScrollView(.horizontal) {
                Text("margins")
            }
            .contentMargins(.horizontal, 20.0)                                      // contentMargins(_:_:for:)
            VStack { Text("grouped") }.geometryGroup()                              // geometryGroup()
        }
    }
}

// MARK: - Appearance: colors, backgrounds, overlays, clipping

struct AppearanceColorsA: View {
    var body: some View {
        VStack {
            Text("foregroundColor").foregroundColor(.teal)                          // foregroundColor(_:)
            Text("foregroundStyle").foregroundStyle(.secondary)                     // foregroundStyle(_:)
            Text("Gradient Text")
                .foregroundStyle(.linearGradient(colors: [.red, .blue],
                                                 startPoint: .top, endPoint: .bottom)) // foregroundStyle(_:) gradient
            HStack {
                Image(systemName: "triangle.fill")
                Image(systemName: "triangle.fill").foregroundStyle(.secondary)
                Image(systemName: "triangle.fill").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.blue, .green, .red)                                   // foregroundStyle(_:_:_:)
            Text("background style").background(Color.orange)                       // background(_:ignoresSafeAreaEdges:)
            Text("background content")
                .background(alignment: .leading) {                                  // background(alignment:content:)
                    Text("BEHIND")
                }
            Text("background shape")
                .background(.blue, in: RoundedRectangle(cornerRadius: 8))           // background(_:in:fillStyle:)
            Text("backgroundStyle").backgroundStyle(.blue)                          // backgroundStyle(_:)
            Image(systemName: "folder")
                .overlay(alignment: .bottom) {                                      // overlay(alignment:content:)
                    Text("❤️ overlay")
                }
            Image(systemName: "folder").overlay(Text("heart"), alignment: .bottom)  // overlay(_:alignment:)
            Text("overlay shape")
                .overlay(Color.red, in: Capsule())                                  // overlay(_:in:fillStyle:) (.red.opacity: CatalogMore.swift)
            Text("Purple border").padding().border(.purple, width: 4)               // border(_:width:)
            Button { } label: { Label("Answer", systemImage: "phone") }
                .tint(.green)                                                       // tint(_:)
            VStack { Button("Accent") { } }.accentColor(.purple)                    // accentColor(_:)
            Text("corner").padding().background(Color.yellow).cornerRadius(25)      // cornerRadius(_:antialiased:)
            Text("Clipped text in a circle")
                .frame(width: 175, height: 100)
                .background(Color.yellow)
                .clipShape(Circle())                                                // clipShape(_:style:)
            // clipShape(_:style:) with an explicit FillStyle: see CatalogMore.swift (MoreClipShapeFillStyle)
            Text("This long text string is clipped")
                .fixedSize()
                .frame(width: 175, height: 100)
                .clipped()                                                          // clipped(antialiased:)
            Image(systemName: "envelope.badge.fill")
                .mask {                                                             // mask(alignment:_:)
                    Rectangle().opacity(0.1)
                }
            Text("shadow").shadow(radius: 5)                                        // shadow(color:radius:x:y:)
            Text("red shadow").shadow(color: .red, radius: 5, x: 20, y: 20)
        }
    }
}

// MARK: - Appearance: graphical effects

struct AppearanceEffectsA: View {
    var body: some View {
        VStack {
            Color.yellow.frame(width: 100, height: 100).opacity(0.5)                // opacity(_:)
            Text("This is some text.").blur(radius: 2.0)                           // blur(radius:opaque:)
            Color.red.frame(width: 60, height: 60).brightness(0.4)                  // brightness(_:)
            Color.red.frame(width: 60, height: 60).contrast(0.8)                    // contrast(_:)
            Color.red.frame(width: 60, height: 60).saturation(0.6)                  // saturation(_:)
            Color.red.frame(width: 60, height: 60).grayscale(0.5)                   // grayscale(_:)
            Rectangle().fill(Color.blue).hueRotation(.degrees(36))                  // hueRotation(_:)
            Color.red.frame(width: 100, height: 100).colorInvert()                  // colorInvert()
            Color.red.frame(width: 100, height: 100).colorMultiply(.purple)         // colorMultiply(_:)
            HStack {
                Color.yellow.frame(width: 50, height: 50)
                Color.red.frame(width: 50, height: 50)
                    .rotationEffect(.degrees(45))                                   // rotationEffect(_:anchor:)
                    .padding(-20)
                    .blendMode(.colorBurn)                                          // blendMode(_:)
            }
            VStack {
                ZStack {
                    Text("CompositingGroup").foregroundColor(.black).blur(radius: 2)
                }
                .compositingGroup()                                                 // compositingGroup()
            }
            .opacity(0.9)
            VStack { Text("Drawing group") }.drawingGroup()                         // drawingGroup(opaque:colorMode:)
            Text("Rotation by passing an angle in degrees")
                .rotation3DEffect(.degrees(45), axis: (x: 0.0, y: 1.0, z: 0.0))     // rotation3DEffect(_:axis:…)
            Image(systemName: "envelope.badge.fill").scaleEffect(2, anchor: .leading) // scaleEffect(_:anchor:)
            Text("Projection effect using transforms")
                .transformEffect(CGAffineTransform(rotationAngle: -30 * (CGFloat.pi / 180))) // transformEffect(_:) (the doc's .pi form: CatalogMore.swift)
            Text("Projection effects using transforms")
                .projectionEffect(ProjectionTransform(CGAffineTransform(rotationAngle: -30 * (CGFloat.pi / 180)))) // projectionEffect(_:)
            Text("visualEffect")
                .visualEffect { content, geometryProxy in                           // visualEffect(_:)
                    content.offset(x: geometryProxy.frame(in: .global).origin.y)
                }
        }
    }
}

// MARK: - Appearance: environment, animation, transitions

final class UserSettings: ObservableObject {
    @Published var score = 7
}

@Observable final class Profile {
    var name = "Ada"
}

struct ScoreReader: View {
    @EnvironmentObject var settings: UserSettings
    var body: some View { Text("score \(settings.score)") }
}

struct ProfileReader: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text("profile \(profile.name)") }
}

struct TruncationReader: View {
    @Environment(\.truncationMode) private var truncationMode
    var body: some View { Text(truncationMode == .head ? "truncation head" : "truncation other") }
}

struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled by transformEnvironment") }
}

struct AppearanceEnvironmentA: View {
    @State private var isDarkMode = true
    @State private var isActive = true
    @State private var half = false
    @State private var count = 0
    @State private var settings = UserSettings()
    @State private var currentProfile = Profile()
    @Namespace private var namespace

    var body: some View {
        VStack {
            List { Toggle("Dark Mode", isOn: $isDarkMode) }
                .preferredColorScheme(isDarkMode ? .dark : .light)                  // preferredColorScheme(_:)
            Text("dark only").colorScheme(.dark)                                    // colorScheme(_:)
            TruncationReader().environment(\.truncationMode, .head)                 // environment(_:_:)
            Text("locale").environment(\.locale, Locale(identifier: "fr_FR"))       // environment(_:_:) again
            ProfileReader().environment(currentProfile)                             // environment(_:) Observable
            ScoreReader().environmentObject(settings)                               // environmentObject(_:)
            EnabledReader().transformEnvironment(\.isEnabled) { enabled in         // transformEnvironment(_:transform:)
                enabled = false
            }
            Text("Rotation")
                .rotationEffect(Angle(degrees: half ? 180 : 0))
                .transaction { transaction in                                       // transaction(_:)
                    transaction.animation = .easeInOut(duration: 2)
                }
            Circle().scaleEffect(half ? 0.5 : 1.0)
                .animation(.easeInOut(duration: 2), value: half)                    // animation(_:value:)
            Text("spring").opacity(half ? 0.2 : 1.0)
                .animation(.spring(), value: half)                                  // animation(_:value:) spring
            if isActive {
                Text("slide").transition(.slide)                                    // transition(_:)
                Text("move").transition(.move(edge: .leading).combined(with: .opacity))
                Text("asym").transition(.asymmetric(insertion: .scale, removal: .opacity))
            }
            Text("\(count)").contentTransition(.numericText())                      // contentTransition(_:)
            Button("Toggle") {
                withAnimation { isActive.toggle() }
            }
            Circle().matchedGeometryEffect(id: "circle", in: namespace)             // matchedGeometryEffect(id:in:…)
        }
    }
}

// MARK: - Appearance: images, symbols, visibility

struct AppearanceImagesA: View {
    @State private var showingAlerts = true
    @State private var bounces = 0

    var body: some View {
        VStack {
            Image(systemName: "person.3.sequence.fill")
                .symbolRenderingMode(.palette)                                      // symbolRenderingMode(_:)
                .foregroundStyle(.red, .green, .blue)                               // foregroundStyle(_:_:)
            Label("Show Alerts", systemImage: "bell")
                .symbolVariant(showingAlerts ? .none : .slash)                      // symbolVariant(_:)
            Image(systemName: "wifi").symbolEffect(.pulse)                          // symbolEffect(_:options:isActive:)
            Image(systemName: "arrow.down.circle").symbolEffect(.bounce, value: bounces) // symbolEffect(_:options:value:)
            Image(systemName: "heart.fill").imageScale(.large)                      // imageScale(_:)
            Image("landscape").resizable()                                          // Image.resizable(capInsets:resizingMode:)
            Image("landscape").renderingMode(.template)                             // Image.renderingMode(_:)
            Image("landscape").resizable().interpolation(.none)                     // Image.interpolation(_:)
            Image("landscape").antialiased(true)                                    // Image.antialiased(_:)
            VStack { Text("Card") }
                .containerShape(RoundedRectangle(cornerRadius: 20))                 // containerShape(_:)
            Button("Small") { }.controlSize(.small)                                 // controlSize(_:)
            Text("active material").materialActiveAppearance(.active)               // materialActiveAppearance(_:)
            HStack {
                Image(systemName: "a.circle.fill")
                Image(systemName: "b.circle.fill").hidden()                         // hidden()
            }
            VStack {
                Text("Placeholder body")
                Text("Always shown").unredacted()                                   // unredacted()
            }
            .redacted(reason: .placeholder)                                         // redacted(reason:)
            Text("1234 5678").privacySensitive()                                    // privacySensitive(_:)
            Text("No status bar").statusBarHidden()                                 // statusBarHidden(_:)
            Text("Old status bar").statusBar(hidden: true)                          // statusBar(hidden:)
            Text("Immersive").persistentSystemOverlays(.hidden)                     // persistentSystemOverlays(_:)
            Text("Large type").dynamicTypeSize(.xxLarge)                            // dynamicTypeSize(_:)
            // dynamicTypeSize(_:) with a range: see CatalogMore.swift (MoreDynamicTypeSizeRange)
        }
    }
}

// MARK: - Appearance: control and container styles

struct AppearanceStylesA: View {
    @State private var isOn = true
    @State private var flavor = 0
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var text = ""

    var body: some View {
        VStack {
            Button("Prominent") { }.buttonStyle(.borderedProminent)                  // buttonStyle(_:)
            Button("Capsule") { }.buttonStyle(.bordered).buttonBorderShape(.capsule) // buttonBorderShape(_:)
            Toggle("Switch", isOn: $isOn).toggleStyle(.switch)                      // toggleStyle(_:)
            Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag(0)
                Text("Vanilla").tag(1)
            }
            .pickerStyle(.segmented)                                                // pickerStyle(_:)
            DatePicker("Date", selection: $date).datePickerStyle(.graphical)        // datePickerStyle(_:)
            TextField("Name", text: $text).textFieldStyle(.roundedBorder)           // textFieldStyle(_:)
            ProgressView().progressViewStyle(.circular)                             // progressViewStyle(_:)
            Label("Lightning", systemImage: "bolt.fill").labelStyle(.iconOnly)      // labelStyle(_:)
            List { Text("Row") }.listStyle(.insetGrouped)                           // listStyle(_:)
            Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircular)    // gaugeStyle(_:)
            Menu("Actions") { Button("Copy") { } }.menuStyle(.button)               // menuStyle(_:)
            GroupBox("Group") { Text("content") }.groupBoxStyle(.automatic)         // groupBoxStyle(_:)
            NavigationView { Text("Stack") }.navigationViewStyle(.stack)            // navigationViewStyle(_:)
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            .navigationSplitViewStyle(.balanced)                                    // navigationSplitViewStyle(_:)
            TabView {
                Text("Page 1")
                Text("Page 2")
            }
            .tabViewStyle(.page)                                                    // tabViewStyle(_:)
            .indexViewStyle(.page(backgroundDisplayMode: .always))                  // indexViewStyle(_:)
            ControlGroup {
                Button("Back") { }
                Button("Forward") { }
            }
            .controlGroupStyle(.navigation)                                         // controlGroupStyle(_:)
            DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(.automatic) // disclosureGroupStyle(_:)
            Form { Text("Field") }.formStyle(.grouped)                              // formStyle(_:)
            LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic)    // labeledContentStyle(_:)
        }
    }
}

// MARK: - Appearance: shapes, identity, custom modifiers

struct NumberView: View, Equatable {
    let number: Int
    var body: some View { Text("number \(number)") }
}

struct BorderedCaption: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2)
            .padding(10)
            .overlay(RoundedRectangle(cornerRadius: 15).stroke(lineWidth: 1))
            .foregroundColor(Color.blue)
    }
}

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla
    var id: Self { self }
}

struct AppearanceShapesA: View {
    @State private var resetToken = 0
    @State private var selectedFlavor: Flavor = .chocolate

    var body: some View {
        VStack {
            Circle().fill(Color.red)                                                // Shape.fill(_:style:)
            Circle().stroke(Color.blue, lineWidth: 4)                               // Shape.stroke(_:lineWidth:antialiased:)
            RoundedRectangle(cornerRadius: 16).strokeBorder(Color.green, lineWidth: 4) // strokeBorder(_:lineWidth:antialiased:)
            Circle().trim(from: 0.0, to: 0.75).stroke(Color.orange, lineWidth: 2)   // Shape.trim(from:to:)
            Circle().inset(by: 10).fill(Color.mint)                                 // InsettableShape.inset(by:)
            NumberView(number: 3).equatable()                                       // equatable()
            Text("reset \(resetToken)").id(resetToken)                              // id(_:)
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(0..<3) { index in
                        Text("item \(index)").id(index)                             // id(_:) for scrollTo
                    }
                }
            }
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)                   // tag(_:)
                }
            }
            Text("Downtown Bus").modifier(BorderedCaption())                        // modifier(_:)
        }
    }
}

// MARK: - Appearance: scroll views

struct AppearanceScrollA: View {
    @State private var scrolledID: Int?
    @State private var text = ""

    var body: some View {
        VStack {
            ScrollView { Text("anchored") }.defaultScrollAnchor(.bottom)            // defaultScrollAnchor(_:)
            ScrollView { Text("no indicators") }.scrollIndicators(.hidden)          // scrollIndicators(_:axes:)
            List { Text("clear") }.scrollContentBackground(.hidden)                 // scrollContentBackground(_:)
            List { Text("frozen") }.scrollDisabled(true)                            // scrollDisabled(_:)
            ScrollView { TextField("Type", text: $text) }
                .scrollDismissesKeyboard(.interactively)                            // scrollDismissesKeyboard(_:)
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<5) { index in
                        Text("page \(index)")
                    }
                }
                .scrollTargetLayout()                                               // scrollTargetLayout(isEnabled:)
            }
            .scrollTargetBehavior(.paging)                                          // scrollTargetBehavior(_:)
            ScrollView {
                LazyVStack {
                    ForEach(0..<5) { index in
                        Text("row \(index)").id(index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $scrolledID)                                        // scrollPosition(id:anchor:)
            ScrollView { Text("bounce") }.scrollBounceBehavior(.basedOnSize)        // scrollBounceBehavior(_:axes:)
            ScrollView(.horizontal) { Text("unclipped") }.scrollClipDisabled()      // scrollClipDisabled(_:)
        }
    }
}

// MARK: - Appearance: lists and badges

struct AppearanceListsA: View {
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Slider(value: $volume) { Text("Volume") }.labelsHidden()                // labelsHidden()
            List {
                Section("Header") {
                    Text("no separator").listRowSeparator(.hidden)                  // listRowSeparator(_:edges:)
                    Text("tinted separator").listRowSeparatorTint(.blue)            // listRowSeparatorTint(_:edges:)
                    Text("yellow row").listRowBackground(Color.yellow)              // listRowBackground(_:)
                    // listRowInsets(_:): see CatalogMore.swift (MoreListRowInsets)
                    Label("tinted item", systemImage: "star").listItemTint(.red)    // listItemTint(_:)
                    Text("Recents").badge(10)                                       // badge(_:)
                }
                .listSectionSeparator(.hidden)                                      // listSectionSeparator(_:edges:)
                .headerProminence(.increased)                                       // headerProminence(_:)
            }
        }
    }
}

// MARK: - Appearance: presentation and toolbars

struct AppearancePresentationA: View {
    @State private var showSettings = true

    var body: some View {
        NavigationStack {
            Button("View Settings") { showSettings = true }
                .sheet(isPresented: $showSettings) {
                    Text("Settings sheet")
                        .presentationDetents([.medium, .large])                     // presentationDetents(_:)
                        .presentationDragIndicator(.visible)                        // presentationDragIndicator(_:)
                        .presentationBackground(.thinMaterial)                      // presentationBackground(_:)
                        .presentationCornerRadius(24)                               // presentationCornerRadius(_:)
                        .presentationBackgroundInteraction(.enabled(upThrough: .medium)) // presentationBackgroundInteraction(_:)
                        .presentationCompactAdaptation(.popover)                    // presentationCompactAdaptation(_:)
                        .interactiveDismissDisabled()                               // interactiveDismissDisabled(_:)
                }
                .navigationTitle("Toolbars")
                .toolbarBackground(.visible, for: .navigationBar)                   // toolbarBackground(_:for:)
                .toolbarColorScheme(.dark, for: .navigationBar)                     // toolbarColorScheme(_:for:)
                .toolbarRole(.editor)                                               // toolbarRole(_:)
                .toolbarTitleDisplayMode(.inline)                                   // toolbarTitleDisplayMode(_:)
                .toolbarVisibility(.visible, for: .navigationBar)                   // toolbarVisibility(_:for:)
        }
    }
}

// MARK: - colorSchemeContrast: Apple documents no View modifier of that name, only the read-only
// environment value EnvironmentValues.colorSchemeContrast; this is that documented use.

struct ContrastReader: View {
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    var body: some View {
        Text(colorSchemeContrast == .standard ? "Standard" : "Increased")
    }
}

// MARK: - Root

struct CatalogModifiersARoot: View {
    var body: some View {
        VStack {
            LayoutBasicsA()
            LayoutAdvancedA()
            AppearanceColorsA()
            AppearanceEffectsA()
            AppearanceEnvironmentA()
            AppearanceImagesA()
            AppearanceStylesA()
            AppearanceShapesA()
            AppearanceScrollA()
            AppearanceListsA()
            AppearancePresentationA()
            ContrastReader()
        }
    }
}
