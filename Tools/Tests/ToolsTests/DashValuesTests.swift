import ArgumentParser
import Foundation
import Testing
import ToolSupport

/// How the runner rewrites the arguments so that a value may begin with '-' (``DashValues``),
/// on a small command tree shaped like the CLIs'.
@Suite("Values that begin with '-': the rewriting")
struct DashValuesTests {
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tool", subcommands: [New.self, Stock.self, Item.self])
        @Flag var json = false
    }

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "new")
        @Option var at: String?
        @Option var count = 1
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
        @Option var page = 1
    }

    private func prepared(_ arguments: String...) -> [String] {
        DashValues.prepared(arguments, root: Root.self)
    }

    @Test func anOptionTakesAValueThatBeginsWithADash() {
        #expect(prepared("new", "--at", "-33.9,151.2", "Sydney") == ["new", "--at=-33.9,151.2", "Sydney"])
        #expect(prepared("new", "--count", "-1") == ["new", "--count=-1"])
        #expect(prepared("item", "--page", "-3") == ["item", "--page=-3"])
        // Already joined, or after `--`: left as it is
        #expect(prepared("new", "--at=-33.9,151.2", "Sydney") == ["new", "--at=-33.9,151.2", "Sydney"])
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
        #expect(prepared("new", "--at", "--json") == ["new", "--at", "--json"])
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
