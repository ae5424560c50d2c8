// The metatype of a protocol composition is not modelled: a located error, not its first part.
protocol Named {}
protocol Aged {}
print((Named & Aged).self) // expect error: not supported yet: the metatype of a protocol composition ('Named & Aged')
