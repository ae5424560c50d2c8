import SwiftUI
import UniformTypeIdentifiers

// presentation: fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)
// https://developer.apple.com/documentation/swiftui/view/fileexporter(ispresented:document:contenttype:defaultfilename:oncompletion:)-32vwk
struct UnsupportedNoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct UnsupportedFileExporter: View {
    @State private var showExporter = false
    @State private var log = "none"

    var body: some View {
        Button("Export File") { showExporter = true }
            .fileExporter(
                isPresented: $showExporter,
                document: UnsupportedNoteDocument(text: "Hello"),
                contentType: .plainText,
                defaultFilename: "Note"
            ) { result in
                log = "exported"
            }
    }
}
