let below: UInt8 = -1 // expect error: negative integer '-1' overflows when stored into unsigned type 'UInt8'
