"""Every word the web server says: JSON errors, the view's prompts and the page's words, and what
``brass serve`` prints.  This module imports nothing from Starlette, so message discovery (and
``brass locales``) finds these messages in the base install too."""
from __future__ import annotations

from brass.core.i18n.messages import text

# -- JSON errors (code → message); the page shows the text, scripts read the code -------------
NO_GAME = text("web.error.no_game", "There is no game “{game}” here.",
               note="{game}: the game id from the address, shown as the server received it")
BAD_TOKEN = text("web.error.bad_token", "This link does not open the seat of {player}: its secret is wrong or "
                 "missing. Ask the player who started the game for your seat's link.")
BAD_SEAT = text("web.error.bad_seat", "“{seat}” is not a seat of this game (seats 0 to {last}).",
                note="seats are numbered from 0 in the page's address")
NOT_YOURS = text("web.error.not_yours", "It is not your decision now: {player} decides.")
WATCHING = text("web.error.watching", "A spectator cannot move: open a seat's link to play.")
STALE = text("web.error.stale", "The game moved on since this page last looked (now at version {version}); "
             "nothing was changed. Look at the board again and choose anew.")
REFUSED = text("web.error.refused", "“{option}” is not taken: {reason}.",
               note="{reason}: why the engine refuses it, a clause")
NOT_OFFERED = text("web.error.not_offered", "“{option}” is not one of the options now.")
TOO_BIG = text("web.error.too_big", "The request is too large (more than {limit} bytes); nothing was changed.")
BAD_JSON = text("web.error.bad_json", "The request is not the JSON this address expects: {detail}.",
                note="{detail}: what is wrong, e.g. “version must be a whole number”")
NOT_JSON = text("web.error.not_json", "the body is not a JSON object")
FIELD_MISSING = text("web.error.field_missing", "“{field}” is missing")
FIELD_TYPE = text("web.error.field_type", "“{field}” must be {kind}",
                  note="{kind}: one of the web.kind.* messages (a whole number, a text, a list of seats)")
KIND_INT = text("web.kind.int", "a whole number")
KIND_STR = text("web.kind.str", "a text")
KIND_SEATS = text("web.kind.seats", "a list of seat numbers")
NO_TITLE = text("web.error.no_title", "There is no title “{title}” installed (installed: {known}).")
NO_VARIANT = text("web.error.no_variant", "{title} has no variant “{variant}” (variants: {known}).",
                  note="{variant}: the variant id the request named; never translated")
BAD_PLAYERS = text("web.error.bad_players", "{title} is played by {low} to {high} players, not {players}.")
BAD_BOT_SEAT = text("web.error.bad_bot_seat", "Bot seats are numbered 0 to {last}; {seat} is not one.")
BAD_NEW = text("web.error.bad_new", "The game cannot be started: {detail}")
NOTHING_TO_CONFIRM = text("web.error.nothing_to_confirm", "There is no finished action of yours to keep or "
                          "take back now.")
NO_UNDO = text("web.error.no_undo", "There is nothing of yours to take back now.")
DRAWN_SINCE = text("web.error.drawn_since", "Your last action cannot be taken back: cards were drawn after it.")
CONFIRM_FIRST = text("web.error.confirm_first", "First keep or take back your finished action.")
OVER = text("web.error.over", "The game is over.")
NOT_FOUND = text("web.error.not_found", "There is nothing at this address.")
BAD_METHOD = text("web.error.bad_method", "This address does not take a {method} request.",
                  note="{method}: an HTTP method (GET, POST...); never translated")
CANNOT_SAVE = text("web.error.cannot_save", "The game could not be saved, so the move was not made: {detail}")
DAMAGED = text("web.error.damaged", "The game file cannot be opened: {detail}")
INTERNAL = text("web.error.internal", "Something went wrong on the server; nothing was changed. The server's "
                "log says more.")

# -- the view -------------------------------------------------------------------------------
CONFIRM = text("web.confirm", "Your action is done. Keep it, or take it back?")
CONFIRM_OTHER = text("web.confirm_other", "keep the finished action, or take it back",
                     note="what the other seats and spectators see after “{player} decides:” (web.waiting)")
KEEP = text("web.keep", "Keep it")
UNDO = text("web.undo", "Take it back")
WAITING = text("web.waiting", "{player} decides: {prompt}", note="what the other seats see while one decides")
NO_HINT = text("web.no_hint", "No hint now: it is not your decision.")

#: the page's own words (sent in the view's ``messages``, so the page needs no catalog of its own)
PAGE = {
    "hand": text("web.page.hand", "Your hand"),
    "mat": text("web.page.mat", "Your mat"),
    "players": text("web.page.players", "Players"),
    "money": text("web.page.money", "Money"),
    "income": text("web.page.income", "Income"),
    "vp": text("web.page.vp", "VP"),
    "spent": text("web.page.spent", "Spent this round"),
    "cards": text("web.page.cards", "Cards in hand"),
    "links": text("web.page.links", "Links left"),
    "log": text("web.page.log", "Since your last decision"),
    "log_recent": text("web.page.log_recent", "Latest moves", note="the log's heading for a spectator"),
    "hint": text("web.page.hint", "Hint"),
    "rules": text("web.page.rules", "Rules"),
    "ranking": text("web.page.ranking", "Final ranking"),
    "spectator": text("web.page.spectator", "You are watching: no seat's cards are shown."),
    "your_turn": text("web.page.your_turn", "Your decision"),
    "waiting": text("web.page.waiting", "Waiting for another player"),
    "new_game": text("web.page.new_game", "New game"),
    "games": text("web.page.games", "Games in this folder"),
    "title": text("web.page.title", "Title"),
    "player_count": text("web.page.player_count", "Players"),
    "bots": text("web.page.bots", "Bot seats"),
    "bot": text("web.page.bot", "Bot"),
    "variant": text("web.page.variant", "Variant"),
    "no_variant": text("web.page.no_variant", "None (the printed game)"),
    "seed": text("web.page.seed", "Seed"),
    "start": text("web.page.start", "Start"),
    "watch": text("web.page.watch", "Watch"),
    "seat_link": text("web.page.seat_link", "Seat {seat}'s link", note="{seat}: the seat number shown to people"),
    "over": text("web.page.over", "Game over"),
    "lessons": text("web.page.lessons", "Lessons"),
    "language": text("web.page.language", "Language"),
    "error": text("web.page.error", "Error"),
    "round": text("web.page.round", "Round {round}", note="the page's header, after the title and the era"),
    "game_players": text("web.page.game_players", "{players} players",
                         note="a listed game's number of players (always 2 or more)"),
    "replay": text("web.page.replay", "Replay", note="the start page's link that replays a listed game"),
}

# -- brass serve ----------------------------------------------------------------------------
SERVING = text("web.serve.serving", "Serving the games of {folder} at {url} (Ctrl-C stops).",
               note="{folder}: a folder's path; {url}: the server's address (http://127.0.0.1:8000/); keep both as is")
SEAT_LINK = text("web.serve.seat_link", "{player}: {url}",
                 note="each human seat's own link; {url}: the seat's address with its secret, keep as is")
WATCH_LINK = text("web.serve.watch_link", "Spectators: {url}", note="{url}: the game's address, keep as is")
LOOPBACK_ONLY = text("web.serve.loopback", "Only this computer can open it.")
OPEN_TO = text("web.serve.open_to", "Anyone who can reach {host} on port {port} (your network, or the internet if "
               "that address is public) can open it and watch; only a seat's link lets them play that seat. "
               "There is no encryption (HTTP): use it on networks you trust.",
               note="{host}: the address given with --host; {port}: a port number")
OPEN_ALL = text("web.serve.open_all", "Every address of this computer listens on port {port}: anyone who can reach "
                "this computer (your network, or the internet if it is public) can open it and watch; only a seat's "
                "link lets them play that seat. There is no encryption (HTTP): use it on networks you trust.",
                note="{port}: a port number")
NO_WEB = text("web.serve.no_web", "brass serve needs the web extra: pip install 'brass[web]'.")
NOT_A_GAME = text("web.serve.not_a_game", "{path}: neither a folder nor a save file (.toml).")
BAD_GAME_NAME = text("web.serve.bad_game_name", "{path}: a served game's file name must be letters, digits, - or _ "
                     "(at most 64) followed by .toml.")
BIND_FAILED = text("web.serve.bind_failed", "Cannot listen on {host} port {port}: {detail}",
                   note="{host}: the address given with --host; {port}: a port number; {detail}: the system's reason")


# -- W3: lessons and replays (learn_session, learn_api, replay_api) -----------------------------
from brass.core.picture import replay_page  # noqa: E402 - the replay buttons' words, shared with the HTML replay

NO_SESSION = text("web.learn.no_session", "This lesson is no longer open on the server (it was left long ago, or "
                  "the server restarted). Start it again from the list of lessons.")
LESSON_BROKEN = text("web.learn.broken", "The lesson cannot be started: {detail}")
LEARN_KEEP_OR_UNDO = text("web.learn.keep_or_undo", "Your action is done: keep it or take it back.")
NO_STEP = text("web.replay.no_step", "This replay has steps 1 to {steps}; there is no step {step}.",
               note="{step}: the step asked for in the address, as received")
REPLAY_HEADING = text("web.replay.heading", "{title}: replay of {game}",
                      note="{title}: the game's name; {game}: the saved game's id")

#: the lesson and replay pages' own words (sent with every lesson view and replay step)
LEARN_PAGE = {
    "task": text("web.learn.page.task", "Task"),
    "checks": text("web.learn.page.checks", "Checks"),
    "why": text("web.learn.page.why", "Why"),
    "compare": text("web.learn.page.compare", "The ways side by side"),
    "ways": text("web.learn.page.ways", "Ways to play"),
    "restart": text("web.learn.page.restart", "Start again"),
    "next_lesson": text("web.learn.page.next_lesson", "Next lesson"),
    "all_lessons": text("web.learn.page.all_lessons", "All lessons"),
    "solved": text("web.learn.page.solved", "solved"),
    "no_lessons": text("web.learn.page.no_lessons", "No installed title has lessons."),
    "click_map": text("web.learn.page.click_map", "Click a highlighted place on the map, or a button below."),
    "first": replay_page.BUTTON_FIRST,
    "back": replay_page.BUTTON_BACK,
    "next": replay_page.BUTTON_NEXT,
    "last": replay_page.BUTTON_LAST,
    "keys": replay_page.KEYS_HINT,
}
