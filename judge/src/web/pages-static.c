/*
 * pages-static.c: the pages' two static files (page.h), from memory: no URL
 * reaches the file system.
 */
#include <string.h>

#include "report/board.h"
#include "util.h"
#include "web/page.h"

/* ---- static files, from memory: no URL reaches the file system ---- */

static const char style_css[] =
        "body{font-family:sans-serif;margin:0;color:#222}nav{background:#234;color:#fff;padding:.5em 1em}"
        "nav a,nav .who{color:#fff;margin-left:1em}main{padding:1em;max-width:70em}"
        "form.inline{display:inline}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em}"
        ".error{color:#a00}.v-ac{color:#070;font-weight:bold}.v-no{color:#a00;font-weight:bold}.pending{color:#876}"
        "label{display:block;margin:.3em 0}textarea{width:100%;height:15em}"
        "pre{background:#f4f4f4;padding:.5em;overflow:auto}.frozen{color:#06c}"
        "body.wall nav{display:none}body.wall main{max-width:none}"
        ".screen{display:flex;flex-direction:column-reverse;max-height:34em;overflow:auto;background:#f4f4f4}"
        ".screen pre{margin:0;font-size:1.05em;line-height:1.3;overflow:visible;flex-shrink:0}.moves "
        "button{margin:.15em;min-width:4em}"
        ".typed label{display:inline}.won{color:#070;font-weight:bold}.lost{color:#a00;font-weight:bold}"
        "#countdown{margin:0;padding:.3em 1em;background:#eef;font-weight:bold}#news{padding:0 1em}"
        "#news ul,#clars{list-style:none;padding:0}.clar{border:1px solid #ccc;margin:.5em 0;padding:.3em .6em}"
        ".clar.unread{border-color:#c60;background:#fff6e8}.new{color:#c60}.clar-head{margin:.2em 0}"
        "a.unread{color:#c60;font-weight:bold}.answer textarea{height:4em}"
        /* a rejudge preview's changed rows, and two sources' diff (pages-rejudge.c): marked in words too */
        "tr.changed{background:#fff6e8}.diff .add{background:#e4f8e4}.diff .del{background:#fbe4e4}"
        /* a game's board (play-board.c): a stone hovered lights up with the ones right of it, which it takes */
        ".board{margin:1em 0}.board .heap{display:flex;align-items:center;margin:.35em 0}"
        ".board .name{width:7em;flex-shrink:0}.board .stones{display:inline-flex;flex-wrap:wrap;gap:.2em}"
        ".stone{width:1.5em;height:1.5em;border-radius:50%;border:1px solid #654;background:#c96;padding:0;"
        "margin:0;cursor:pointer;display:inline-block;box-sizing:border-box;vertical-align:middle}"
        ".stone.fixed{background:#e4ddd4;border-color:#bba;cursor:default}"
        ".stones button.stone:hover,.stones button.stone:hover~.stone{background:#e44;border-color:#a00}"
        ".board .count{margin-left:.7em;font-weight:bold}.bar{display:inline-block;height:1.3em;background:#c96;"
        "border-radius:.3em}.takes button{min-width:2.4em;margin:0 .15em}.board .most{color:#555}"
        "table.rows td{width:1.6em;height:1.6em;padding:0;text-align:center;border:1px solid #bbb}"
        "table.rows th{padding-right:.6em;border:0;font-weight:normal}table.rows th.square-number{padding:0;"
        "font-size:.8em;color:#666}"
        "table.rows td.you{background:#37c;color:#fff;font-weight:bold}"
        "table.rows td.judge{background:#c33;color:#fff;font-weight:bold}"
        ".square{width:100%;height:1.6em;border:0;background:#eef;cursor:pointer;padding:0;display:block}"
        ".square:hover{background:#9bd}#log li.mine{color:#036}#log li.theirs{color:#633}"
        "#take{width:7em}input#heap{width:4em}#position{width:30em;max-width:100%}\n";

static const char live_js[] =
        "// Refreshes the page's main part every few seconds while it waits for news;\n"
        "// the page reads the same without it.\n"
        "(function () {\n"
        "  var secs = Number(document.body.dataset.refresh || 0);\n"
        "  if (!secs) return;\n"
        "  setInterval(function () {\n"
        "    fetch(location.href, {credentials: 'same-origin'}).then(function (r) {\n"
        "      return r.ok ? r.text() : null;\n"
        "    }).then(function (text) {\n"
        "      if (!text) return;\n"
        "      var doc = new DOMParser().parseFromString(text, 'text/html');\n"
        "      var fresh = doc.getElementById('main'), old = document.getElementById('main');\n"
        "      if (fresh && old && fresh.innerHTML !== old.innerHTML) old.innerHTML = fresh.innerHTML;\n"
        "    }).catch(function () {});\n"
        "  }, secs * 1000);\n"
        "})();\n"
        "// The contest's clock counts down each second, in the server's words (page.c's page_clock_text).\n"
        "(function () {\n"
        "  var c = document.getElementById('countdown');\n"
        "  if (!c) return;\n"
        "  var d = c.dataset, skew = Number(d.now) - Date.now();\n"
        "  function two(n) { return (n < 10 ? '0' : '') + n; }\n"
        "  function tick() {\n"
        "    var now = Date.now() + skew, end = Number(d.end), freeze = Number(d.freeze);\n"
        "    if (now >= end) { c.textContent = 'The contest is over.'; return; }\n"
        "    var left = Math.floor((end - now) / 1000);\n"
        "    c.textContent = 'Minute ' + Math.floor((now - Number(d.start)) / 60000) + ' of ' +\n"
        "      Math.floor(Number(d.duration) / 60000) + ' \\u00b7 ' + Math.floor(left / 3600) + ':' +\n"
        "      two(Math.floor(left / 60) % 60) + ':' + two(left % 60) + ' left' +\n"
        "      (freeze && now >= freeze ? ' \\u00b7 scoreboard frozen' : '');\n"
        "  }\n"
        "  tick();\n"
        "  setInterval(tick, 1000);\n"
        "})();\n"
        "// A team's news (the jury's messages it has not read) shows on whatever page is open.\n"
        "(function () {\n"
        "  var box = document.getElementById('news');\n"
        "  if (!box) return;\n"
        "  setInterval(function () {\n"
        "    fetch('/news', {credentials: 'same-origin'}).then(function (r) {\n"
        "      return r.ok ? r.text() : null;\n"
        "    }).then(function (text) {\n"
        "      if (text === null) return;\n"
        "      var doc = new DOMParser().parseFromString(text, 'text/html'), fresh = doc.getElementById('news');\n"
        "      if (fresh && fresh.innerHTML !== box.innerHTML) box.innerHTML = fresh.innerHTML;\n"
        "    }).catch(function () {});\n"
        "  }, 5000);\n"
        "})();\n";

/* style.css: the pages' own style, then the scoreboard's, which compare's page has too (report/board.h). */
void get_static(struct page *p, const char *arg)
{
	char *text = !strcmp(arg, "style.css") ? xasprintf("%s%s", style_css, board_css)
	             : !strcmp(arg, "live.js") ? xstrdup(live_js)
	                                       : NULL;
	if (!text) {
		page_fail(p, 404, "no such file");
		return;
	}
	http_respond(p->resp, 200,
	             !strcmp(arg, "live.js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8", text,
	             strlen(text));
	http_add_header(p->resp, "Cache-Control", "max-age=300");
}
