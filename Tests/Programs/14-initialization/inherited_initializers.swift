// Automatic initializer inheritance (The Swift Programming Language, "Initialization": a subclass with no
// designated initializer of its own inherits all of its superclass's; one that overrides every designated
// initializer also inherits the convenience ones), and `self.init` in an inherited convenience
// initializer reaching the subclass's override; expectations are swiftc's output.
class Food {
    var name: String
    init(name: String) { self.name = name; print("Food.init(name: \(name))") }
    convenience init() { self.init(name: "[Unnamed]"); print("Food.convenience init()") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) { self.quantity = quantity; super.init(name: name) }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String { "\(quantity) x \(name)" + (purchased ? " ✔" : " ✘") }
}
let mystery = RecipeIngredient()
print(mystery.name, mystery.quantity)
let list = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
list[0].name = "Orange juice"
list[0].purchased = true
for item in list { print(item.description) }
class Named: Food {
    let tag: String
    init(tag: String) { self.tag = tag; super.init(name: tag.uppercased()) }
}
print(Named(tag: "t").name)
// What swiftc's build prints, in order:
// expect: Food.init(name: [Unnamed])
// expect: Food.convenience init()
// expect: [Unnamed] 1
// expect: Food.init(name: [Unnamed])
// expect: Food.convenience init()
// expect: Food.init(name: Bacon)
// expect: Food.init(name: Eggs)
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Food.init(name: T)
// expect: T
