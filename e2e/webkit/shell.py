#!/usr/bin/python3
"""
A phone-sized WebKitGTK browser for WebKitWebDriver: MiniBrowser's toolbar keeps its window at least 447 px wide, so
the WebKit lane drives this bare window instead (390x844 CSS px; GDK_SCALE=2 gives a device pixel ratio of 2). Every
page gets the iOS user agent of the Playwright suite and, before its own scripts, console-record.js and native-bridge.js
(the console-error record and the native bridge's stand-in).
"""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 390, 844
USER_AGENT = os.environ.get(
    "WEBKIT_USER_AGENT",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
)
HERE = os.path.dirname(os.path.abspath(__file__))
PAGE_START = ""
for script in ("console-record.js", "native-bridge.js"):
    with open(os.path.join(HERE, script), encoding="utf-8") as source:
        PAGE_START += source.read()


def new_view(context: WebKit2.WebContext) -> WebKit2.WebView:
    content = WebKit2.UserContentManager()
    content.add_script(
        WebKit2.UserScript(
            PAGE_START,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    view = WebKit2.WebView(web_context=context, user_content_manager=content, is_controlled_by_automation=True)
    settings = view.get_settings()
    settings.set_user_agent(USER_AGENT)
    settings.set_javascript_can_access_clipboard(True)
    window = Gtk.Window()
    window.set_decorated(False)
    window.set_default_size(WIDTH, HEIGHT)
    window.set_size_request(WIDTH, HEIGHT)
    window.set_resizable(False)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def main() -> None:
    if "--automation" not in sys.argv:
        sys.exit("shell.py is started by WebKitWebDriver with --automation")
    context = WebKit2.WebContext.get_default()
    context.set_automation_allowed(True)
    # The Playwright suite's locale: what navigator.languages says before the launch URL's `language` picks the words.
    context.set_preferred_languages(["es-MX", "es", "en"])

    def automation_started(_context: WebKit2.WebContext, session: WebKit2.AutomationSession) -> None:
        info = WebKit2.ApplicationInfo()
        info.set_name("loan-h5-webkit-shell")
        info.set_version(1, 0, 0)
        session.set_application_info(info)
        session.connect("create-web-view", lambda _session: new_view(context))

    context.connect("automation-started", automation_started)
    Gtk.main()


main()
