#include "serve/api.h"
void api_handle(struct serve *s, struct http_request *req, struct http_response *resp)
{
	(void)s, (void)req;
	http_respond_text(resp, 404, "later");
}
