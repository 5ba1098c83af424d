/// The name a cell's style had before `LaunchStyle` took the word alone.
@available(*, deprecated, renamed: "CellStyle")
public typealias Style = CellStyle
