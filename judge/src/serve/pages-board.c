#include "serve/page.h"
void get_scoreboard(struct page *p, const char *arg)
{
	(void)arg;
	page_fail(p, 404, "later");
}
