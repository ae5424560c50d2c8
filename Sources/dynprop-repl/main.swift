print("dynprop-repl")
