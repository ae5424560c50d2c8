import DynPropDiagnostics

/// The entry point of an event's cause or origin text (`RemoteData.update() → DataLoader.fetch()`), read
/// by bytes: the detectors look at every write and request.
enum CauseText {
  /// The text before the first ` → ` (the entry point a chain started from), or the whole text.
  static func root(_ text: String) -> Substring {
    guard let offset = ByteSearch.firstOffset(of: " → ", in: text) else { return text[...] }
    let utf8 = text.utf8
    return Substring(utf8[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: offset)])
  }
}
