let limit = 3
limit = 4 // expect error: cannot assign to value: 'limit' is a 'let' constant
