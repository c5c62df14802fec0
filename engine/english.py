"""The English of the shared core: what every game's page says the same way (seats without
names, lists, a saved or shared game refused, a move out of turn, a teacher's example refused).

Its translations are ``engine/locale/<lang>.po`` (see :mod:`engine.po`); each game's own words
are in its ``messages`` module. ``value`` arguments are shown as the person or file gave them.
"""

COMMON = {
    # --- how things are said in any game ---
    "seat.default": "Player {number}",
    "list.pair": "{first} and {last}",
    "list.many": "{rest}, {first_of_last} and {last}",
    "list.separator": ", ",

    # --- a request or an action that is malformed (a page or a file got it wrong) ---
    "core.request_not_object": "A request must be a JSON object.",
    "core.unknown_command": "Unknown command {value}.",
    "core.bad_request": "Bad request: {problem}",
    "core.action_not_list": "An action must be a list like [\"verb\", ...], not {value}.",
    "core.action_part": "An action may hold only words and whole numbers, not {value}.",
    "core.action_word": "An action word may not be empty or contain spaces: {value}.",
    "core.action_verb": "An action must start with a verb, not {value}.",
    "core.state_not_object": "A saved state must be a JSON object.",

    # --- starting a game ---
    "core.no_such_game": "There is no game called {value}; the games are: {games}.",
    "core.player_count": ("{game} is played by {least} to {count} player, not {value}.",
                          "{game} is played by {least} to {count} players, not {value}."),
    "core.options_not_object": "Game options must be a JSON object.",
    "core.options_refused": "{game} does not take these options: {problem}.",
    "core.seed": "A seed must be a whole number from 0 to {most}, not {value}.",
    "core.seats_not_list": "Seats must be a list of {{name, kind}} objects.",
    "core.seat_not_object": "Seat {number} must be an object with a name and a kind.",
    "core.seat_name": "Seat {number}'s name must be text of at most 40 characters.",
    "core.seat_kind": "Seat {number} must be 'human' or 'bot', not {value}.",
    "core.seat_level": "Seat {number}'s bot level must be one of {levels}, not {value}.",
    "core.no_such_bot": "There is no bot called {value}.",

    # --- playing ---
    "core.no_game_on_board": "No game has been started on this board.",
    "core.game_over": "The game is over: no more moves can be made.",
    "core.not_allowed_now": "'{move}' is not allowed now.",
    "core.over": "The game is over.",
    "core.draw_first": "The dice or cards must be drawn first.",
    "core.not_your_turn": "It is {current}'s turn, not {asked}'s.",
    "core.nothing_to_draw": "Nothing is waiting for dice or cards now.",
    "core.not_bots_turn": "It is not a bot's turn.",
    "core.think_steps": "steps must be a whole number, not {value}.",
    "core.think_slice": "slice_ms must be a number of milliseconds from 1 to 60000, not {value}.",
    "core.think_helpers": "helpers must be a whole number from 0 to 16, not {value}.",
    "core.think_grown": "grown must be a list of grown trees like {{\"name\": …, \"visits\": "
                        "[[action, count], …]}}.",
    "core.think_given_back": "given_back must be a list of the names of trees to grow here.",
    "core.think_stretch": "stretch is true or false, not {value}.",
    "core.tree_job": "This is not a search tree's job: {problem}.",
    "core.nothing_to_undo": "There is nothing of yours to take back: undo never goes back past "
                            "a die roll, a card drawn or another player's move.",
    "core.no_such_seat": "There is no seat {value} in this game.",
    "core.no_such_step": "The game has no step {value}; it has {count} so far.",

    # --- a saved game ---
    "core.save_not_json": "This file is not a Ludi save: it is not JSON.",
    "core.save_is_shared": "This is a game shared as a spectator saw it, not a save: it can be "
                           "watched, not played on.",
    "core.not_a_save": "This file is not a Ludi save.",
    "core.save_version": "This save has version {value}; this Ludi reads version {version}.",
    "core.save_no_moves": "This save is damaged: it has no list of moves.",
    "core.save_damaged_at": "This save is damaged at move {number}: {reason}",

    # --- a game, a record or an example made under other rules (engine/versions.py) ---
    "core.rules_not_a_version": "This file is damaged: its rules version {value} is not a whole "
                                "number from 1 on.",
    "core.save_newer_rules": "This game was saved under {game}'s rules version {saved}, and this "
                             "page knows version {rules} at most: reload the page to update "
                             "Ludi, then open the game again.",
    "core.example_newer_rules": "This example was written for {game}'s rules version {saved}, "
                                "and this page knows version {rules} at most: reload the page "
                                "to update Ludi.",
    "core.save_checks": "This save is damaged: its checks are not checks of Ludi's.",
    "core.save_upto": "The game can be opened after 0 to {count} of its moves, not after {value}.",
    "core.rules_game_saved": "This game was saved under {game}'s rules version {saved}; Ludi now "
                             "plays version {rules}.",
    "core.rules_example_written": "This example was written for {game}'s rules version {saved}; "
                                  "Ludi now plays version {rules}.",
    "core.rules_change": "Version {version} ({date}): {change}",
    "core.rules_untouched": "None of this changes the game so far: every move played is allowed "
                            "by today's rules and leads to the same positions, so it goes on "
                            "under them.",
    "core.rules_differ_from": "In this game the change first matters at move {number}: from "
                              "there on, today's rules allow other moves than the game was "
                              "played with. Every move played is still allowed, so the game "
                              "stays as it was; what is still to come follows today's rules.",
    "core.rules_move_refused": "Move {number} of this game is not allowed by today's rules: "
                               "{reason} The game goes on from just before it, the last "
                               "position both versions of the rules reach.",
    "core.rules_record_made": "This game was played under {game}'s rules version {saved}; Ludi "
                              "now plays version {rules}.",
    "core.rules_record_newer": "This game was played under {game}'s rules version {saved}, "
                               "newer than this page's version {rules}: reloading the page "
                               "updates Ludi.",
    "core.rules_record_shown": "The board shows the game as a spectator saw it then.",
    "core.rules_example_allowed": "Every step of the example is allowed by today's rules.",
    "core.rules_example_differs": "From step {number} on, today's rules allow other moves than "
                                  "the example shows.",
    "core.rules_example_stops": "Step {number} of the example is not allowed by today's rules: "
                                "{reason} The example ends before it.",

    # --- a table's record checked once the game is over (engine.fairness) ---
    "core.verify_parties": "A table's record must list every device's commitment and share.",
    "core.verify_trail": "What a device kept of a table's game must list its views and moves.",
    "core.fair": ("The dice and draws were fair: every device's share matches the commitment it "
                  "made before the game, the seed is the one the shares make, and the game's "
                  "{count} draw is the seed's.",
                  "The dice and draws were fair: every device's share matches the commitment it "
                  "made before the game, the seed is the one the shares make, and all {count} "
                  "draws of the game are the seed's."),
    "core.unfair_commitments": "Not fair: the commitments in the record are not those this "
                               "device was sent before anyone revealed a share.",
    "core.unfair_share": "Not fair: {who}'s share does not match the commitment made before "
                         "the game.",
    "core.unfair_seed": "Not fair: the game's seed is not the one the devices' shares make.",
    "core.unfair_draw": "Not fair: move {number} is not the draw the seed gives there: {line}",
    "core.unfair_draw_impossible": "Not fair: move {number} is not a draw the game allows "
                                   "there.",
    "core.unfair_draw_unsaid": "a hidden draw",
    "core.unfair_view": ("Not fair: what this device was shown after {count} move is not what "
                         "the record gives there.",
                         "Not fair: what this device was shown after {count} moves is not what "
                         "the record gives there."),
    "core.unfair_move": "Not fair: the record does not hold this device's own move {number} as "
                        "it was played.",
    "core.unfair_short": ("Not fair: the record ends after {count} move, before moves this "
                          "device was shown.",
                          "Not fair: the record ends after {count} moves, before moves this "
                          "device was shown."),

    # --- a game shared as a spectator saw it ---
    "core.shared_not_json": "This shared game is damaged: it is not JSON.",
    "core.shared_only_watched": "This board shows a shared game: it can only be watched, step by "
                                "step, as a spectator saw it.",
    "core.shared_version": "This shared game has version {value}; this Ludi reads version "
                           "{version}.",
    "core.shared_unknown_game": "This shared game is of no game Ludi knows: {value}.",
    "core.shared_no_steps": "This shared game is damaged: it does not say how many steps it has.",
    "core.shared_damaged": "This shared game is damaged: {problem}.",
    "core.shared_damaged_at": "This shared game is damaged at step {number}: {problem}.",
    "core.shared_shows_nothing": "This shared game is damaged at step {number}: it shows "
                                 "nothing.",
    "core.shared_part_wrong": "This shared game is damaged at step {number}: its {part} is "
                              "missing or wrong.",
    "core.shared_says_too_much": "This shared game is damaged at step {number}: it may not say "
                                 "{parts}.",
    "core.shared_no_seat_view": "A shared game holds only what a spectator saw: no seat's view "
                                "is in it.",
    "core.shared_no_step": "The game has no step {value}; it has {count}.",

    # --- the rulebooks' examples and a teacher's own ---
    "example.legal_not_the_books": "“{move}” is a legal move, but not what {seat} did in the "
                                   "book.",
    "example.legal_not_shown": "“{move}” is a legal move, but not the one this example shows.",
    "example.drawn": "Dice or cards are drawn.",
    "example.not_started": "No example has been started on this board.",
    "example.none_on_board": "This board shows no example.",
    "example.no_such_example": "{game} has no example {value}; it has: {known}.",
    "example.no_such_step": "The example has no step {value}.",
    "example.not_a_question": "Step {number} of the example is not a question.",
    "example.breaks_at": "Example {value} breaks at step {number}: {reason}",
    "teacher.not_json": "This example is damaged: it is not JSON (line {line}, column {column}).",
    "teacher.not_an_example": "This is not a Ludi example: it needs \"format\": \"{format}\".",
    "teacher.version": "This example has version {value}; this Ludi reads version {version}.",
    "teacher.start": "\"start\" must say where the example begins: {{\"seed\": …}} or "
                     "{{\"example\": …}}.",
    "teacher.seed": "\"seed\" must be a whole number, not {value}.",
    "teacher.players": "\"players\" must list the players' names.",
    "teacher.book_players": ("The example {value} has {count} player, not {given}.",
                             "The example {value} has {count} players, not {given}."),
    "teacher.seat": "\"seat\" must be a player's number from 0 to {most}.",
    "teacher.colours": "\"colours\" must give each player a different colour, one of: {colours}.",
    "teacher.text": "\"{key}\" must be text.",
    "teacher.steps": "\"steps\" must list the example's steps, and \"actions\" (if given) the "
                     "moves before it begins.",
    "teacher.too_long": ("An example has at most {count} move.",
                         "An example has at most {count} moves."),
    "teacher.start_move": "Move {number} of \"start\" cannot be made: {reason} {moves}",
    "teacher.start_move_rules": "Move {number} of \"start\" is not allowed by {game}'s rules "
                                "version {rules}: {reason} The example was written for version "
                                "{saved}; the rules page says what changed since.",
    "teacher.step_not_object": "Step {number} (entry {entry} of \"steps\") must be an object "
                               "with an \"action\" and a \"caption\".",
    "teacher.caption": "Step {number} (entry {entry} of \"steps\") needs a caption: what happens "
                       "and why.",
    "teacher.question": "The question of step {number} (entry {entry} of \"steps\") must be text.",
    "teacher.hint": "Step {number} (entry {entry} of \"steps\") asks a question: give a hint for "
                    "a wrong move.",
    "teacher.over": "Step {number} (entry {entry} of \"steps\"): the game is already over.",
    "teacher.step_move": "Step {number} (entry {entry} of \"steps\") cannot be made: {reason} "
                         "{moves}",
    "teacher.draft_move": "Step {number} of the draft cannot be made: {reason} {moves}",
    "teacher.possible": "Possible at that point: {moves}.",
    "teacher.no_move": "Nobody can move at that point.",
    "teacher.quoted": "“{move}”",
    "teacher.more": ("{count} more", "{count} more"),
    "teacher.default_title": "{game}: an example",
    "teacher.default_intro": "The starting position.",
}
