// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// String(decoding:as: UTF8.self) over bytes; invalid bytes become U+FFFD, as swiftc prints.
let bytes: [UInt8] = [104, 105, 0xE2, 0x9C, 0x93]
print(String(decoding: bytes, as: UTF8.self)) // expect: hi✓
print(String(decoding: [72, 255, 73] as [UInt8], as: UTF8.self)) // expect: H�I
