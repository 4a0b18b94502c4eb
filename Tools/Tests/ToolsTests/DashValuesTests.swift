import ArgumentParser
import Foundation
import Testing

@testable import ToolSupport

/// How a value may begin with '-' (the parser's `.unconditional` options, and ``DashValues``
/// where the parser has no strategy), on a small command tree shaped like the CLIs'.
@Suite("Values that begin with '-': the rewriting")
struct DashValuesTests {
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tool", subcommands: [New.self, Stock.self, Item.self])
        @Flag var json = false
    }

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "new")
        @Option(parsing: .unconditional) var at: String?
        @Option(parsing: .unconditional) var count = 1
        @Flag var weather = false
        @Flag(name: [.customLong("yes"), .customShort("y")]) var yes = false
        @Argument var words: [String] = []
    }

    struct Stock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stock", subcommands: [Show.self, Set.self], defaultSubcommand: Show.self)
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show")
        @Argument var fruit: String?
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set")
        @Argument var fruit: String
        @Argument var count: Int
    }

    struct Item: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "item")
        @Option(parsing: .unconditional) var page = 1
        @Option(parsing: .upToNextOption) var image: [String] = []
    }

    private func prepared(_ arguments: String...) -> [String] {
        DashValues.prepared(arguments, root: Root.self)
    }

    /// The command the runner's parse of `arguments` gives.
    private func parsed<Command: ParsableCommand>(_ arguments: String..., as: Command.Type) throws -> Command
    {
        try #require(try Root.parseAsRoot(DashValues.prepared(arguments, root: Root.self)) as? Command)
    }

    @Test func anOptionTakesAValueThatBeginsWithADash() throws {
        let sydney = try parsed("new", "--at", "-33.9,151.2", "Sydney", as: New.self)
        #expect(sydney.at == "-33.9,151.2")
        #expect(sydney.words == ["Sydney"])
        #expect(try parsed("new", "--count", "-1", as: New.self).count == -1)
        #expect(try parsed("item", "--page", "-3", as: Item.self).page == -3)
        // An option that lists values takes its first one joined to it; the rest as they are
        #expect(prepared("item", "--image", "-a.png", "b.png") == ["item", "--image=-a.png", "b.png"])
        #expect(try parsed("item", "--image", "-a.png", "b.png", as: Item.self).image == ["-a.png", "b.png"])
        // The parser's own work: left as it is
        #expect(prepared("new", "--at", "-33.9,151.2", "Sydney") == ["new", "--at", "-33.9,151.2", "Sydney"])
        #expect(prepared("new", "--at=-33.9,151.2", "Sydney") == ["new", "--at=-33.9,151.2", "Sydney"])
        #expect(try parsed("new", "--at=-33.9,151.2", "Sydney", as: New.self).at == "-33.9,151.2")
    }

    @Test func argumentsThatBeginWithADashGoAfterTheTerminatorInTheirOrder() {
        #expect(prepared("new", "-5 degrees today") == ["new", "--", "-5 degrees today"])
        #expect(
            prepared("new", "--weather", "-rain", "--at", "1,2", "again", "--json")
                == ["new", "--weather", "--at", "1,2", "--json", "--", "-rain", "again"])
        #expect(prepared("stock", "set", "kiwi", "-5") == ["stock", "set", "--", "kiwi", "-5"])
        #expect(prepared("new", "-rain", "--", "--more") == ["new", "--", "-rain", "--more"])
    }

    @Test func theCommandsOwnOptionsAndMistypedLongOnesStayOptions() {
        // -y and -h are options of `new`; --jsno is a mistyped option, for the parser to report
        #expect(prepared("new", "-y", "text") == ["new", "-y", "text"])
        #expect(prepared("new", "-h") == ["new", "-h"])
        #expect(prepared("new", "--jsno", "text") == ["new", "--jsno", "text"])
        // What follows an option is left to the parser, whose `.unconditional` decides it
        #expect(prepared("new", "--at", "--json") == ["new", "--at", "--json"])
        #expect(prepared("new", "-rain", "--at") == ["new", "-rain", "--at"])
        // A command without arguments gets its dash words as they were: the parser names them.
        #expect(prepared("item", "-5") == ["item", "-5"])
    }

    @Test func aDefaultSubcommandTakesTheWordsAfterItsParent() {
        #expect(prepared("stock", "-kiwi") == ["stock", "show", "--", "-kiwi"])
    }

    @Test func argumentsWithoutADashValueAreLeftExactlyAsTheyAre() {
        #expect(prepared("new", "--at", "1,2", "Seoul") == ["new", "--at", "1,2", "Seoul"])
        #expect(prepared("new", "-", "x") == ["new", "-", "x"])
        #expect(prepared() == [])
    }

    /// Describing only the command that the leading subcommand names reach rewrites every
    /// argument list as describing the whole tree does: every list of up to three words from
    /// subcommands, values, options, flags, help and the terminator, with a dash value after them.
    @Test func describingTheCommandReachedRewritesAsTheWholeTreeDoes() throws {
        let tree = try #require(DashValues.CommandTree(Root.self))
        let words = [
            "new", "stock", "set", "show", "item", "help", "kiwi", "-5", "--at", "--image", "-y", "--",
        ]
        var lists: [[String]] = [[]]
        for _ in 0..<3 {
            lists += lists.flatMap { list in words.map { list + [$0] } }.filter { $0.count <= 3 }
        }
        for list in Swift.Set(lists) {
            let arguments = list + ["-rain"]
            // The whole tree's way, as the runner took it: nothing to do without a dash value
            // before a terminator.
            let whole =
                arguments.prefix { $0 != "--" }.contains(where: DashValues.mayBeValue)
                ? DashValues.prepared(arguments, tree: tree) : arguments
            #expect(DashValues.prepared(arguments, root: Root.self) == whole, "\(arguments)")
        }
    }

    @Test func theRewrittenArgumentsParseToWhatThePersonMeant() throws {
        let parsed = try Root.parseAsRoot(prepared("new", "--at", "-33.9,151.2", "-5", "degrees"))
        let new = try #require(parsed as? New)
        #expect(new.at == "-33.9,151.2")
        #expect(new.words == ["-5", "degrees"])
        let set = try #require(try Root.parseAsRoot(prepared("stock", "set", "kiwi", "-5")) as? Set)
        #expect(set.fruit == "kiwi")
        #expect(set.count == -5)
    }
}
