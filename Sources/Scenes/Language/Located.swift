/// A value and where in the script it was written (1-based line and column).
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}
