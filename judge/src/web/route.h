/*
 * route.h: who may call a route, the column the two routers share: pages.c
 * (the pages) and api.c (the Contest API) each route by a table of method,
 * path, need and handler, and check the need before the handler runs, so no
 * handler checks an account's role to decide whether it may answer (what it
 * shows of a row, a team's own or everyone's, is its own affair).
 */
#ifndef WEB_ROUTE_H
#define WEB_ROUTE_H

#include <stddef.h>

#include "web/auth.h"

enum route_need {
	ROUTE_ANYONE,  /* the public too */
	ROUTE_ACCOUNT, /* any account logged in */
	ROUTE_TEAM,    /* a team's account */
	ROUTE_JURY,    /* a judge's or an admin's account */
	ROUTE_ADMIN,   /* an admin's account */
};

/* Whether acc (NULL: nobody logged in) may call a route that needs need. */
static inline int route_allows(enum route_need need, const struct auth_account *acc)
{
	switch (need) {
	case ROUTE_ANYONE:
		return 1;
	case ROUTE_ACCOUNT:
		return acc != NULL;
	case ROUTE_TEAM:
		return acc && acc->role == AUTH_TEAM;
	case ROUTE_JURY:
		return acc && acc->role != AUTH_TEAM;
	case ROUTE_ADMIN:
		return acc && acc->role == AUTH_ADMIN;
	}
	return 0;
}

#endif
