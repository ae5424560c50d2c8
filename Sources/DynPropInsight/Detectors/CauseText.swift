import Foundation

/// Reading the cause and origin texts of events (`RemoteData.update() → DataLoader.fetch()`) by their
/// UTF-8 bytes. The detectors look at every write and request; Foundation's `contains` and `range(of:)`
/// fold grapheme clusters and cost thousands of instructions a call there.
enum CauseText {
  /// Whether `text` holds `part`.
  static func contains(_ text: String, _ part: String) -> Bool { firstOffset(of: part, in: text) != nil }

  /// The text before the first ` → ` (the entry point a chain started from), or the whole text.
  static func root(_ text: String) -> Substring {
    guard let offset = firstOffset(of: " → ", in: text) else { return text[...] }
    let utf8 = text.utf8
    return Substring(utf8[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: offset)])
  }

  /// The UTF-8 offset of the first occurrence of `part` in `text`.
  static func firstOffset(of part: String, in text: String) -> Int? {
    var text = text
    var part = part
    return text.withUTF8 { bytes in part.withUTF8 { needle in search(needle, in: bytes) } }
  }

  private static func search(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    guard let first = needle.first else { return 0 }
    guard bytes.count >= needle.count else { return nil }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == first, memcmp(bytes.baseAddress! + index, needle.baseAddress!, needle.count) == 0 {
        return index
      }
      index += 1
    }
    return nil
  }
}
