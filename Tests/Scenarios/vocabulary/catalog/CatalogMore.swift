import SwiftUI

// Documented uses of catalog entries that needed SwiftUI values the catalog's first pass could not
// build (GridItem, EdgeInsets, FillStyle, DynamicTypeSize, gesture values, @AccessibilityFocusState,
// ContentUnavailableView.search, colour chains): one small view each.

// padding(_:) with EdgeInsets — https://developer.apple.com/documentation/swiftui/view/padding(_:)
struct MorePaddingInsets: View {
    var body: some View {
        Text("Text padded by different amounts on each edge.")
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 40, trailing: 0))
    }
}

// clipShape(_:style:) with an explicit FillStyle — https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
struct MoreClipShapeFillStyle: View {
    var body: some View {
        Text("capsule clip").clipShape(Capsule(), style: FillStyle())
    }
}

// dynamicTypeSize(_:) with a range — https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
struct MoreDynamicTypeSizeRange: View {
    var body: some View {
        Text("Capped type").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

// listRowInsets(_:) — https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:)
struct MoreListRowInsets: View {
    var body: some View {
        List {
            Text("inset row")
                .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        }
    }
}

// overlay(_:in:fillStyle:) with an implicit-member style chain — https://developer.apple.com/documentation/swiftui/view/overlay(_:in:fillstyle:)
struct MoreOverlayStyleChain: View {
    var body: some View {
        Text("overlay shape").overlay(.red.opacity(0.2), in: Capsule())
    }
}

// transformEffect(_:) exactly as Apple's example (-30 * (.pi / 180)) — https://developer.apple.com/documentation/swiftui/view/transformeffect(_:)
struct MoreTransformEffectDocExample: View {
    var body: some View {
        let transform = CGAffineTransform(rotationAngle: -30 * (.pi / 180))
        return Text("Projection effect using transforms")
            .transformEffect(transform)
            .border(Color.gray)
    }
}

// text: speechAnnouncementsQueued(_:)
// https://developer.apple.com/documentation/swiftui/view/speechannouncementsqueued(_:)
struct MoreSpeechAnnouncementsQueued: View {
    var body: some View {
        Text("Queued announcement")
            .speechAnnouncementsQueued()
    }
}

// interaction: gesture(_:including:)
// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
struct MoreGesture: View {
    @State private var log = "none"

    var body: some View {
        Text("Drag me: \(log)")
            .gesture(DragGesture().onEnded { _ in log = "dragged" })
    }
}

// interaction: simultaneousGesture(_:including:)
// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
struct MoreSimultaneousGesture: View {
    @State private var log = "none"

    var body: some View {
        Text("Simultaneous: \(log)")
            .simultaneousGesture(TapGesture().onEnded { log = "simultaneous" })
    }
}

// interaction: highPriorityGesture(_:including:)
// https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)
struct MoreHighPriorityGesture: View {
    @State private var log = "none"

    var body: some View {
        Text("High priority: \(log)")
            .highPriorityGesture(TapGesture().onEnded { log = "high priority" })
    }
}

// interaction: onDrag(_:)
// https://developer.apple.com/documentation/swiftui/view/ondrag(_:)
struct MoreOnDrag: View {
    var body: some View {
        Text("Drag me")
            .onDrag { NSItemProvider(object: "Payload" as NSString) }
    }
}

// accessibility: accessibilityFocused(_:)
// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
struct MoreAccessibilityFocused: View {
    @AccessibilityFocusState private var isTitleFocused: Bool

    var body: some View {
        VStack {
            Text("Accessibility title")
                .accessibilityFocused($isTitleFocused)
            Button("Focus Title") { isTitleFocused = true }
        }
    }
}

// LazyVGrid(columns:alignment:spacing:pinnedViews:content:)
// https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:).md
struct MoreLazyVGrid: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(0..<4, id: \.self) { value in
                    Text("Cell \(value)")
                }
            }
        }
    }
}

// LazyHGrid(rows:alignment:spacing:pinnedViews:content:)
// https://developer.apple.com/tutorials/data/documentation/swiftui/lazyhgrid.md
struct MoreLazyHGrid: View {
    let rows = [GridItem(.fixed(30)), GridItem(.fixed(30))]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows) {
                ForEach(0..<4, id: \.self) { value in
                    Text("HCell \(value)")
                }
            }
        }
    }
}

// ContentUnavailableView.search (static search view, documented in the overview)
// https://developer.apple.com/documentation/swiftui/contentunavailableview.md
struct MoreContentUnavailableSearch: View {
    var body: some View {
        ContentUnavailableView.search
    }
}

// EquatableView(content:) — https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
struct MoreEquatableCell: View, Equatable {
    let name: String
    var body: some View { Text("cell \(name)") }
}

struct MoreEquatableView: View {
    var body: some View {
        EquatableView(content: MoreEquatableCell(name: "Ada"))
    }
}

// buttonRepeatBehavior(_:) — https://developer.apple.com/documentation/swiftui/view/buttonrepeatbehavior(_:)
struct MoreButtonRepeat: View {
    @State private var count = 0
    var body: some View {
        Button("Increment \(count)") { count += 1 }
            .buttonRepeatBehavior(.enabled)
    }
}

// searchCompletion(_:) — https://developer.apple.com/documentation/swiftui/view/searchcompletion(_:)-2uaf3
struct MoreSearchCompletion: View {
    @State private var query = ""
    var body: some View {
        List { Text("Fruit") }
            .searchable(text: $query)
            .searchSuggestions {
                Text("Apple").searchCompletion("Apple")
            }
    }
}

struct CatalogMoreRoot: View {
    var body: some View {
        ScrollView {
            VStack {
                MorePaddingInsets()
                MoreClipShapeFillStyle()
                MoreDynamicTypeSizeRange()
                MoreListRowInsets()
                MoreOverlayStyleChain()
                MoreTransformEffectDocExample()
                MoreSpeechAnnouncementsQueued()
                MoreGesture()
                MoreSimultaneousGesture()
                MoreHighPriorityGesture()
                MoreOnDrag()
                MoreAccessibilityFocused()
                MoreLazyVGrid()
                MoreLazyHGrid()
                MoreContentUnavailableSearch()
                MoreEquatableView()
                MoreButtonRepeat()
                MoreSearchCompletion()
            }
        }
    }
}
