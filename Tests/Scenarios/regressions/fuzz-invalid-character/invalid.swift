// Found by fuzzing (issue 10): a control character (U+0012) right before `=` made swift-syntax's
// diagnostics trap ("A Fix-It must have at least one change"), ending the tool.
var i = 0
func bump() { i = 1 }
