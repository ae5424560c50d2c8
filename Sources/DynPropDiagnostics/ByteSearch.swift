import Foundation

/// Finding a word in a text by its UTF-8 bytes. Foundation's `contains` and `range(of:)` fold grapheme
/// clusters and cost thousands of instructions a call; the callers (a load's marker words, the loop
/// detectors' cause texts on every write) only look for ASCII-delimited words.
public enum ByteSearch {
  /// Whether `text` holds `part`.
  public static func contains(_ text: String, _ part: String) -> Bool {
    firstOffset(of: part, in: text) != nil
  }

  /// The UTF-8 offset of the first occurrence of `part` in `text`.
  public static func firstOffset(of part: String, in text: String) -> Int? {
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
