public enum DynPropShellPlaceholder {}
