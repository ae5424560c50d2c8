// A writable key path assigns and modifies through `value[keyPath:]`, nested members included, and as an
// inout argument; through a class instance it writes the instance's storage.
struct Inner { var n = 1 }
struct Settings { var name = "a"; var inner = Inner() }
final class Holder { var settings = Settings() }
func bump(_ x: inout Int) { x += 10 }

var settings = Settings()
let name = \Settings.name
settings[keyPath: name] = "b"
settings[keyPath: \Settings.inner.n] += 5
bump(&settings[keyPath: \Settings.inner.n])
print(settings.name, settings.inner.n) // expect: b 16

let holder = Holder()
holder[keyPath: \Holder.settings.name] = "z"
print(holder.settings.name) // expect: z

func write<T>(_ s: inout Settings, _ path: WritableKeyPath<Settings, T>, _ value: T) { s[keyPath: path] = value }
write(&settings, \.name, "w")
write(&settings, \.inner.n, 0)
print(settings.name, settings.inner.n) // expect: w 0
