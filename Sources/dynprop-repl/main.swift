import DynPropShell

// Everything lives in DynPropShell so it can be tested; see DynPropREPL.
DynPropREPL.mainDispatchingModes()
