import SwiftUI
import Combine

// One documented use (two or three for the common ones) of every modifier in the catalog groups
// text, interaction, presentation, navigation, lists, lifecycle, accessibility and shapes
// (names also in `layout` or `appearance` are used in CatalogModifiersA.swift). Signatures follow
// developer.apple.com/documentation/swiftui; the uses that need
// other SwiftUI values are in CatalogMore.swift.

// MARK: - Supporting types

struct CatalogItem: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct SelectedNameKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var selectedName: String? {
        get { self[SelectedNameKey.self] }
        set { self[SelectedNameKey.self] = newValue }
    }
}

struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

enum FruitScope: Hashable {
    case all, recent
}

// MARK: - text: styling (24 uses)

struct CatalogTextStyles: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Font").font(.headline)
            Text("Weight").fontWeight(.semibold)
            Text("Width").fontWidth(.condensed)
            Text("Design").fontDesign(.rounded)
            Text("Bold").bold()
            Text("Italic").italic()
            Text("Underline").underline(true, pattern: .dash, color: .blue)
            Text("Struck").strikethrough(true, color: .red)
            Text("Kerning").kerning(2)
            Text("Tracking").tracking(1.5)
            Text("Baseline").baselineOffset(4)
            Text("At most two lines of text").lineLimit(2)
            Text("Reserves three lines").lineLimit(3, reservesSpace: true)
            Text("Spaced\nlines").lineSpacing(8)
            Text("Centered\ntext").multilineTextAlignment(.center)
            Text("Truncated in the middle").truncationMode(.middle)
            Text("Shrinks to fit").minimumScaleFactor(0.5)
            Text("Tightens").allowsTightening(true)
            Text("upper case").textCase(.uppercase)
            Text("Monospaced").monospaced()
            Text("12:30").monospacedDigit()
            Text("Selectable").textSelection(.enabled)
            Text("Secondary scale").textScale(.secondary)
            Text(verbatim: "แอปเปิล").typesettingLanguage(.init(languageCode: .thai))
        }
    }
}

// MARK: - text: input and focus (18 uses)

struct CatalogTextInput: View {
    enum Field: Hashable { case email, code }

    @State private var email = ""
    @State private var code = ""
    @State private var name = ""
    @State private var note = ""
    @State private var submitted = "none"
    @FocusState private var focusedField: Field?
    @FocusState private var nameFocused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
                .onSubmit {
                    submitted = "email"
                    focusedField = .code
                }
            TextField("Code", text: $code)
                .autocapitalization(.allCharacters)
                .disableAutocorrection(true)
                .focused($focusedField, equals: .code)
                .submitLabel(.done)
                .onSubmit { submitted = "code" }
            TextField("Name", text: $name)
                .focused($nameFocused)
                .focusedValue(\.selectedName, name)
                .focusedSceneValue(\.selectedName, name)
            if #available(iOS 18.0, *) {
                TextEditor(text: $note)
                    .writingToolsBehavior(.disabled)
            }
            Text("Focusable text").focusable()
            if #available(iOS 26.0, *) {
                Text("Loose line height").lineHeight(.loose)
            }
            Button("Focus Name") { nameFocused = true }
            Text("Submitted: \(submitted)")
            Text("Name focused: \(nameFocused ? "yes" : "no")")
        }
    }
}

// MARK: - text: search (6 uses)

struct CatalogSearch: View {
    @State private var query = ""
    @State private var scope: FruitScope = .all
    @State private var lastSearch = "none"
    private let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        List {
            ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { fruit in
                Text(fruit)
            }
            Text("Last search: \(lastSearch)")
        }
        .searchable(text: $query, prompt: "Search fruit")
        .searchSuggestions {
            Text("Apple")
            Text("Cherry")
        }
        .searchScopes($scope) {
            Text("All").tag(FruitScope.all)
            Text("Recent").tag(FruitScope.recent)
        }
        .onSubmit(of: .search) { lastSearch = query }
    }
}

struct CatalogSearchPresented: View {
    @State private var query = ""
    @State private var isSearching = false

    var body: some View {
        VStack {
            Button("Start Search") { isSearching = true }
            Text("Searching: \(isSearching ? "yes" : "no")")
        }
        .searchable(text: $query, isPresented: $isSearching, placement: .automatic, prompt: "Find")
    }
}

// MARK: - interaction: gestures, pointer, keyboard, menus (18 uses)

struct CatalogGestures: View {
    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var log = "none"
    @State private var hovering = false
    @State private var feedbackTrigger = 0
    @State private var first = ""
    @FocusState private var focusedRow: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Taps: \(taps)")
                .onTapGesture { taps += 1 }
            Text("Double taps: \(doubleTaps)")
                .onTapGesture(count: 2) { doubleTaps += 1 }
            Text("Long press me")
                .onLongPressGesture(minimumDuration: 1) { log = "long press" }
            Rectangle()
                .frame(height: 4)
                .allowsHitTesting(false)
            HStack {
                Text("Whole row")
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { log = "row" }
            Button("Disabled Button") { log = "disabled tapped" }
                .disabled(true)
            Text(hovering ? "Hovering" : "Not hovering")
                .onHover { hovering = $0 }
            Button("Lift") { log = "lift" }
                .hoverEffect(.lift)
            Button("Save") { log = "saved" }
                .keyboardShortcut("s", modifiers: .command)
            Text("Press return")
                .focusable()
                .onKeyPress(.return) {
                    log = "return"
                    return .handled
                }
            Button("Feedback") { feedbackTrigger += 1 }
                .sensoryFeedback(.success, trigger: feedbackTrigger)
            Text("Pointer")
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location): log = "hover at \(location.x)"
                    case .ended: log = "hover ended"
                    }
                }
            Menu("Options") {
                Button("First Option") { log = "first option" }
                Button("Second Option") { log = "second option" }
            }
            .menuIndicator(.hidden)
            .menuOrder(.fixed)
            Text("Context")
                .contextMenu {
                    Button("Copy") { log = "copied" }
                }
            Text("Context with preview")
                .contextMenu {
                    Button("Share") { log = "shared" }
                } preview: {
                    Text("Preview card")
                }
            VStack {
                TextField("First", text: $first).focused($focusedRow, equals: 1)
            }
            .defaultFocus($focusedRow, 1)
            Text("Gesture log: \(log)")
        }
    }
}

// MARK: - interaction + lists: list editing, drag and drop (15 uses)

struct CatalogListEditing: View {
    @State private var items = [
        CatalogItem(id: 1, name: "One"),
        CatalogItem(id: 2, name: "Two"),
        CatalogItem(id: 3, name: "Three"),
    ]
    @State private var selection: Int?
    @State private var log = "none"

    var body: some View {
        List(selection: $selection) {
            Section("Rows") {
                ForEach(items) { item in
                    Text(item.name)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Archive \(item.name)") { log = "archived \(item.id)" }
                        }
                        .deleteDisabled(item.id == 1)
                        .moveDisabled(item.id == 1)
                        .selectionDisabled(item.id == 2)
                }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
                .onMove { source, destination in items.move(fromOffsets: source, toOffset: destination) }
                .onInsert(of: [.plainText]) { index, providers in log = "insert \(providers.count) at \(index)" }
            }
            Section("Drag and drop") {
                Text("Drop providers here")
                    .onDrop(of: [.plainText], isTargeted: nil) { providers in
                        log = "dropped \(providers.count)"
                        return true
                    }
                Text("Drag this string")
                    .draggable("Payload")
                Text("Drop strings here")
                    .dropDestination(for: String.self) { strings, location in
                        log = "dropped \(strings.first ?? "")"
                        return true
                    }
            }
            Text("List log: \(log)")
            Text("Count: \(items.count)")
        }
        .listRowSpacing(8)
        .listSectionSpacing(.compact)
        .refreshable { log = "refreshed" }
    }
}

// MARK: - interaction: scroll observation, iOS 18 (3 uses)

struct CatalogScrolling: View {
    @State private var offsetY: CGFloat = 0
    @State private var phase = "idle"
    @State private var footerVisible = false

    var body: some View {
        if #available(iOS 18.0, *) {
            ScrollView {
                ForEach(0..<20, id: \.self) { line in
                    Text("Line \(line)")
                }
                Text("Footer")
                    .onScrollVisibilityChange(threshold: 0.5) { footerVisible = $0 }
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { oldValue, newValue in
                offsetY = newValue
            }
            .onScrollPhaseChange { oldPhase, newPhase in
                phase = "\(newPhase)"
            }
        } else {
            Text("Scroll observation needs iOS 18")
        }
    }
}

// MARK: - interaction: modifiers of other platforms (3 uses, not available on iOS)

struct CatalogPlatformOnly: View {
    @State private var crown = 0.0
    @State private var pasted = 0

    var body: some View {
        VStack {
            #if os(macOS)
            Text("Copy me")
                .onCopyCommand { [NSItemProvider(object: "Copied" as NSString)] }
            Text("Paste here")
                .onPasteCommand(of: [.plainText]) { providers in pasted = providers.count }
            #endif
            #if os(watchOS)
            Text("Crown: \(crown)")
                .focusable()
                .digitalCrownRotation($crown)
            #endif
            Text("Platform-only uses are macOS/watchOS")
        }
    }
}

// MARK: - presentation (14 uses)

struct CatalogSheetContent: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Sheet content")
            Button("Dismiss") { dismiss() }
        }
    }
}

struct CatalogPresentations: View {
    @State private var showSheet = false
    @State private var sheetItem: CatalogItem?
    @State private var showCover = false
    @State private var showPopover = false
    @State private var showAlert = false
    @State private var showOldAlert = false
    @State private var pendingDelete: CatalogItem?
    @State private var showDeleteAlert = false
    @State private var showDialog = false
    @State private var showActionSheet = false
    @State private var showImporter = false
    @State private var showInspector = false
    @State private var suppressDialog = false
    @State private var log = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Presentation log: \(log)")
            Button("Show Sheet") { showSheet = true }
            Button("Show Item Sheet") { sheetItem = CatalogItem(id: 7, name: "Seven") }
            Button("Show Cover") { showCover = true }
            Button("Show Popover") { showPopover = true }
            Button("Show Alert") { showAlert = true }
            Button("Show Old Alert") { showOldAlert = true }
            Button("Ask Delete") {
                pendingDelete = CatalogItem(id: 8, name: "Eight")
                showDeleteAlert = true
            }
            Button("Show Dialog") { showDialog = true }
            Button("Show Action Sheet") { showActionSheet = true }
            Button("Import File") { showImporter = true }
            Button("Show Inspector") { showInspector = true }
        }
        .sheet(isPresented: $showSheet, onDismiss: { log = "sheet dismissed" }) {
            CatalogSheetContent()
        }
        .sheet(item: $sheetItem) { item in
            Text("Item sheet: \(item.name)")
        }
        .fullScreenCover(isPresented: $showCover) {
            VStack {
                Text("Cover content")
                Button("Close Cover") { showCover = false }
            }
        }
        .popover(isPresented: $showPopover, arrowEdge: .top) {
            Text("Popover content")
        }
        .alert("Saved", isPresented: $showAlert) {
            Button("OK", role: .cancel) { log = "alert ok" }
        } message: {
            Text("Your changes were saved.")
        }
        .alert(isPresented: $showOldAlert) {
            Alert(
                title: Text("Old Alert"),
                message: Text("The iOS 13 form"),
                dismissButton: .default(Text("Got It")) { log = "old alert" }
            )
        }
        .alert("Delete item?", isPresented: $showDeleteAlert, presenting: pendingDelete) { item in
            Button("Delete \(item.name)", role: .destructive) { log = "deleted \(item.id)" }
        } message: { item in
            Text("\(item.name) will be removed.")
        }
        .confirmationDialog("Pick a colour", isPresented: $showDialog, titleVisibility: .visible) {
            Button("Red") { log = "red" }
            Button("Blue") { log = "blue" }
        } message: {
            Text("Colours of the app")
        }
        .actionSheet(isPresented: $showActionSheet) {
            ActionSheet(
                title: Text("Old Sheet"),
                buttons: [.default(Text("Archive")) { log = "archived" }, .cancel()]
            )
        }
        .fileImporter(isPresented: $showImporter, allowedContentTypes: [.plainText]) { result in
            switch result {
            case .success(let url): log = "imported \(url.lastPathComponent)"
            case .failure: log = "import failed"
            }
        }
        .inspector(isPresented: $showInspector) {
            Text("Inspector content")
        }
        .dialogIcon(Image(systemName: "trash"))
        .dialogSuppressionToggle(isSuppressed: $suppressDialog)
    }
}

// MARK: - navigation (18 uses)

struct CatalogItemDetail: View {
    let item: CatalogItem
    @Environment(\.dismiss) private var dismiss
    @State private var edits = 0

    var body: some View {
        VStack {
            Text("Detail of \(item.name)")
            Text("Edits: \(edits)")
        }
        .navigationBarTitle("Item \(item.id)", displayMode: .inline)
        .navigationBarBackButtonHidden(true)
        .navigationBarHidden(false)
        .navigationBarItems(
            leading: Button("Back") { dismiss() },
            trailing: Button("Edit") { edits += 1 }
        )
    }
}

struct CatalogDetailPage: View {
    var body: some View {
        List {
            NavigationLink("Deeper", value: 42)
        }
        .navigationTitle("Detail")
        .navigationLinkIndicatorVisibility(.hidden)
        .modifier(CatalogSubtitle())
    }
}

struct CatalogSubtitle: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.navigationSubtitle("Subtitle")
        } else {
            content
        }
    }
}

struct CatalogNavigation: View {
    @State private var showDetail = false
    @State private var selectedItem: CatalogItem?
    @State private var log = "none"

    var body: some View {
        VStack(alignment: .leading) {
            NavigationLink("Open Item 3", value: CatalogItem(id: 3, name: "Three"))
            NavigationLink("Open Number 5", value: 5)
            Button("Push Detail") { showDetail = true }
            Button("Push Selected") { selectedItem = CatalogItem(id: 9, name: "Nine") }
            Text("Nav log: \(log)")
        }
        .navigationTitle("Catalog B")
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(for: CatalogItem.self) { item in
            CatalogItemDetail(item: item)
        }
        .navigationDestination(for: Int.self) { number in
            Text("Number \(number)")
        }
        .navigationDestination(isPresented: $showDetail) {
            CatalogDetailPage()
        }
        .navigationDestination(item: $selectedItem) { item in
            Text("Selected \(item.name)")
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { log = "added" }
            }
        }
        .toolbar {
            Button("Plain Toolbar Button") { log = "plain" }
        }
    }
}

struct CatalogSplit: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Sidebar row")
            }
            .navigationSplitViewColumnWidth(200)
        } detail: {
            Text("Detail column")
        }
    }
}

struct CatalogTabs: View {
    var body: some View {
        TabView {
            Text("First tab content")
                .tabItem { Label("First", systemImage: "1.circle") }
            Text("Second tab content")
                .tabItem { Label("Second", systemImage: "2.circle") }
        }
    }
}

// MARK: - lifecycle (19 uses)

struct CatalogLifecycle: View {
    @State private var count = 0
    @State private var events: [String] = []
    @State private var lastChange = "none"
    @State private var loaded = "not loaded"
    @State private var taskRuns = 0
    @State private var ticks = 0
    @State private var childHeight: CGFloat = 0
    @State private var width: CGFloat = 0
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            Text("Changed: \(lastChange)")
            Text("Loaded: \(loaded)")
            Text("Task runs: \(taskRuns)")
            Text("Ticks: \(ticks)")
            Text("Child height: \(Int(childHeight))")
            Text("Width: \(Int(width))")
            Text("Events: \(events.joined(separator: ", "))")
            Text("Measured")
                .preference(key: HeightKey.self, value: 44)
            Text("Transformed")
                .transformPreference(HeightKey.self) { value in value += 1 }
            Text("Anchored")
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .onAppear { events.append("appeared") }
        .onDisappear { print("lifecycle disappeared") }
        .onChange(of: count) { oldValue, newValue in
            lastChange = "\(oldValue) to \(newValue)"
        }
        .onChange(of: count) {
            events.append("changed")
        }
        .onChange(of: count, initial: true) { oldValue, newValue in
            print("count is \(newValue)")
        }
        .task { loaded = "loaded" }
        .task(id: count) { taskRuns += 1 }
        .onReceive(timer) { _ in ticks += 1 }
        .onOpenURL { url in events.append(url.absoluteString) }
        .onContinueUserActivity("com.example.catalog.view") { activity in
            events.append(activity.activityType)
        }
        .handlesExternalEvents(preferring: ["catalog"], allowing: ["*"])
        .userActivity("com.example.catalog.view", isActive: true) { activity in
            activity.title = "Catalog"
        }
        .onPreferenceChange(HeightKey.self) { height in childHeight = height }
        .backgroundPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle().frame(width: proxy[anchor].width, height: 1)
                }
            }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            Text(anchor == nil ? "No anchor" : "Has anchor")
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newWidth in
            width = newWidth
        }
    }
}

// MARK: - accessibility (17 uses)

struct CatalogAccessibility: View {
    @State private var volume = 5
    @State private var level = 0.5
    @State private var log = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: "play.fill")
                .accessibilityLabel("Play")
            Button("Buy") { log = "bought" }
                .accessibilityHint("Purchases the item")
            Text("Volume")
                .accessibilityValue(Text("\(volume) of 10"))
            Text("Identified")
                .accessibilityIdentifier("catalog.identified")
            Image(systemName: "sparkles")
                .accessibilityHidden(true)
            HStack {
                Text("Ada")
                Text("Lovelace")
            }
            .accessibilityElement(children: .combine)
            Text("Header")
                .accessibilityAddTraits(.isHeader)
            Button("Not a button") { log = "plain" }
                .accessibilityRemoveTraits(.isButton)
            Text("Message")
                .accessibilityAction(named: "Mark as read") { log = "marked" }
            Text("First in order")
                .accessibilitySortPriority(1)
            Button("Send") { log = "sent" }
                .accessibilityInputLabels(["Send", "Submit"])
            Rectangle()
                .frame(height: 8)
                .accessibilityRepresentation {
                    Slider(value: $level, in: 0...1)
                }
            Rectangle()
                .frame(height: 8)
                .accessibilityChildren {
                    HStack {
                        Text("Bar 1")
                        Text("Bar 2")
                    }
                }
            Text("Volume: \(volume)")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: volume += 1
                    case .decrement: volume -= 1
                    @unknown default: break
                    }
                }
            Text("Section heading")
                .accessibilityHeading(.h1)
            Text("Legacy")
                .accessibility(label: Text("Legacy label"))
            Button("Compose") { log = "composed" }
                .help("Compose a new message")
            Text("Accessibility log: \(log)")
        }
    }
}

// MARK: - shapes (6 uses; `offset` is in the layout set)

struct CatalogShapes: View {
    var body: some View {
        HStack {
            Rectangle()
                .rotation(.degrees(45))
                .frame(width: 40, height: 40)
            Circle()
                .scale(0.5)
                .frame(width: 40, height: 40)
            Rectangle()
                .size(CGSize(width: 20, height: 20))
                .frame(width: 40, height: 40)
            Circle()
                .path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            Circle()
                .union(Rectangle().scale(0.5))
                .frame(width: 40, height: 40)
            Circle()
                .intersection(Rectangle().scale(x: 1, y: 0.5))
                .frame(width: 40, height: 40)
        }
    }
}

// MARK: - Root

struct CatalogModifiersBRoot: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    CatalogTextStyles()
                    CatalogTextInput()
                    CatalogGestures()
                    CatalogListEditing().frame(height: 400)
                    CatalogScrolling().frame(height: 200)
                    CatalogPlatformOnly()
                    CatalogPresentations()
                    CatalogNavigation()
                    CatalogSearch().frame(height: 200)
                    CatalogSearchPresented()
                    CatalogSplit().frame(height: 200)
                    CatalogTabs().frame(height: 200)
                    CatalogLifecycle()
                    CatalogAccessibility()
                    CatalogShapes()
                }
            }
        }
    }
}
