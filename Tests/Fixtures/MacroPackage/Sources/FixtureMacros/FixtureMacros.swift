/// The number of arguments, counted at compile time by a macro.
@freestanding(expression)
public macro argumentCount(_ values: Int...) -> Int = #externalMacro(module: "FixtureMacroPlugin", type: "ArgumentCountMacro")
