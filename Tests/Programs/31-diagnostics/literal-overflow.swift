let tooBig: Int8 = 300 // expect error: integer literal '300' overflows when stored into 'Int8'
let alsoTooBig = UInt8(300) // expect error: integer literal '300' overflows when stored into 'UInt8'
