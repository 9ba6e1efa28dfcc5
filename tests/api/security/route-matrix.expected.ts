// Who may call what (docs/product.md#roles, enforced by the server): the status every audience gets
// from every route, one row per route as Fastify registers it. route-matrix.test.ts reads the route
// table from the running app, so a route added without a row here fails the test.
//
// The audiences, for a row that names a record (a listing, project, bid, inquiry, opportunity):
//   owner            the developer who owns the listing / project the row names
//   other developer  a developer who owns neither
//   buyer, investor  strangers to the records: the bids and inquiries are made by another customer
//   admin            an admin who owns nothing
// Every call is made with a valid body, so the status shows permission, not validation.
// A HEAD route answers like the GET of the same path (Fastify derives it); both are called.
// Rows with a note in parentheses are extra cases of the same route (another state of the record).
// The README beside this file is generated from this table (route-matrix.test.ts checks it is current).

export const AUDIENCES = ['signed out', 'buyer', 'investor', 'owner', 'other developer', 'admin'] as const;
export type Audience = (typeof AUDIENCES)[number];
export type Row = readonly [signedOut: number, buyer: number, investor: number, owner: number, otherDeveloper: number, admin: number];

export const EXPECTED: Record<string, Row> = {
  //                                                      signed out  buyer  investor  owner  other dev  admin
  // System
  'GET /api/health':                                         [200,      200,   200,      200,   200,       200],
  'GET /api/health/live':                                    [200,      200,   200,      200,   200,       200],
  'GET /api/health/ready':                                   [200,      200,   200,      200,   200,       200],
  // Only a bearer of METRICS_TOKEN reads /metrics; with no token configured (as here) it is missing.
  'GET /metrics':                                            [404,      404,   404,      404,   404,       404],
  'GET /api/docs':                                           [200,      200,   200,      200,   200,       200],
  'GET /api/docs/':                                          [200,      200,   200,      200,   200,       200],
  'GET /api/docs/json':                                      [200,      200,   200,      200,   200,       200],
  'GET /api/docs/yaml':                                      [200,      200,   200,      200,   200,       200],
  'GET /api/docs/static/index.html':                         [302,      302,   302,      302,   302,       302],
  'GET /api/docs/static/swagger-initializer.js':             [200,      200,   200,      200,   200,       200],
  'GET /api/docs/static/*':                                  [200,      200,   200,      200,   200,       200],
  'GET /sitemap.xml':                                        [200,      200,   200,      200,   200,       200],
  'GET /robots.txt':                                         [200,      200,   200,      200,   200,       200],
  'GET /sitemaps/properties-:page.xml':                      [200,      200,   200,      200,   200,       200],
  'GET /buy/:id':                                            [301,      301,   301,      301,   301,       301],
  'GET /uploads/*':                                          [200,      200,   200,      200,   200,       200],
  'GET /uploads/* (no such file)':                           [404,      404,   404,      404,   404,       404],

  // Accounts and sessions
  'POST /api/auth/signup':                                   [201,      201,   201,      201,   201,       201],
  'POST /api/auth/complete-signup':                          [401,      400,   400,      400,   400,       400],
  'POST /api/auth/complete-signup (OIDC account unfinished)':[401,      200,   200,      200,   200,       200],
  'POST /api/auth/login':                                    [200,      200,   200,      200,   200,       200],
  'GET /api/auth/user':                                      [401,      200,   200,      200,   200,       200],
  'GET /api/login':                                          [302,      302,   302,      302,   302,       302],
  'GET /api/callback':                                       [400,      400,   400,      400,   400,       400],
  'GET /api/logout':                                         [302,      302,   302,      302,   302,       302],
  // E-mailed links work signed in or out: each case follows a fresh link of its own.
  'POST /api/auth/verify-email':                             [200,      200,   200,      200,   200,       200],
  'POST /api/auth/verify-email/resend':                      [401,      409,   409,      409,   409,       409],
  'POST /api/auth/verify-email/resend (unverified account)': [401,      202,   202,      202,   202,       202],
  'POST /api/auth/password-reset':                           [202,      202,   202,      202,   202,       202],
  'POST /api/auth/password-reset/confirm':                   [200,      200,   200,      200,   200,       200],
  'GET /api/unsubscribe':                                    [200,      200,   200,      200,   200,       200],
  'POST /api/unsubscribe':                                   [200,      200,   200,      200,   200,       200],

  // The account (each case on a fresh account of the audience's role, with a password)
  'GET /api/account':                                        [401,      200,   200,      200,   200,       200],
  'PUT /api/account':                                        [401,      200,   200,      200,   200,       200],
  'PUT /api/account/email':                                  [401,      202,   202,      202,   202,       202],
  'PUT /api/account/password':                               [401,      200,   200,      200,   200,       200],
  'GET /api/account/sessions':                               [401,      200,   200,      200,   200,       200],
  'DELETE /api/account/sessions/:id':                        [401,      204,   204,      204,   204,       204],
  'DELETE /api/account/sessions/:id (another user\'s session)': [401,   404,   404,      404,   404,       404],
  'DELETE /api/account/sessions':                            [401,      200,   200,      200,   200,       200],
  'GET /api/account/export':                                 [401,      200,   200,      200,   200,       200],
  'DELETE /api/account':                                     [401,      204,   204,      204,   204,       204],
  'GET /api/notifications':                                  [401,      200,   200,      200,   200,       200],
  'POST /api/notifications/read':                            [401,      200,   200,      200,   200,       200],

  // What brings a buyer back: favourites (of the owner's active listing), recently viewed, saved searches
  // (the caller's own, unless the row says another customer's).
  'GET /api/favorites':                                      [401,      200,   200,      200,   200,       200],
  'GET /api/favorites/ids':                                  [401,      200,   200,      200,   200,       200],
  'PUT /api/favorites/:propertyId':                          [401,      200,   200,      200,   200,       200],
  'PUT /api/favorites/:propertyId (withdrawn listing)':      [401,      404,   404,      404,   404,       200],
  'DELETE /api/favorites/:propertyId':                       [401,      204,   204,      204,   204,       204],
  'GET /api/recently-viewed':                                [401,      200,   200,      200,   200,       200],
  'PUT /api/recently-viewed/:propertyId':                    [401,      204,   204,      204,   204,       204],
  'GET /api/saved-searches':                                 [401,      200,   200,      200,   200,       200],
  'POST /api/saved-searches':                                [401,      201,   201,      201,   201,       201],
  'PUT /api/saved-searches/:id':                             [401,      200,   200,      200,   200,       200],
  'PUT /api/saved-searches/:id (another customer\'s search)': [401,    404,   404,      404,   404,       404],
  'DELETE /api/saved-searches/:id':                          [401,      204,   204,      204,   204,       204],
  'DELETE /api/saved-searches/:id (another customer\'s search)': [401, 404,   404,      404,   404,       404],
  'POST /api/saved-searches/:id/seen':                       [401,      200,   200,      200,   200,       200],
  'POST /api/saved-searches/:id/seen (another customer\'s search)': [401, 404, 404,     404,   404,       404],

  // Listings
  'GET /api/properties':                                     [200,      200,   200,      200,   200,       200],
  'GET /api/properties/map':                                 [200,      200,   200,      200,   200,       200],
  'GET /api/properties/featured':                            [200,      200,   200,      200,   200,       200],
  'GET /api/properties/:id':                                 [200,      200,   200,      200,   200,       200],
  // A listing's page outlives the deal: under offer (pending) or sold, it stays public. Only a withdrawn
  // one (not active, no owner: its owner's account was deleted) is missing, except to admins.
  'GET /api/properties/:id (pending listing)':               [200,      200,   200,      200,   200,       200],
  'GET /api/properties/:id (withdrawn listing)':             [404,      404,   404,      404,   404,       200],
  'GET /api/properties/:id (no such listing)':               [404,      404,   404,      404,   404,       404],
  'POST /api/properties':                                    [401,      403,   403,      201,   201,       201],
  'PUT /api/properties/:id':                                 [401,      403,   403,      200,   403,       200],
  'PUT /api/properties/:id (pending listing)':               [401,      403,   403,      200,   403,       200],
  'DELETE /api/properties/:id':                              [401,      403,   403,      204,   403,       204],
  'PATCH /api/properties/:id/status':                        [401,      403,   403,      200,   403,       200],
  'PATCH /api/properties/:id/status (pending listing)':      [401,      403,   403,      200,   403,       200],
  'PATCH /api/properties/:id/status (withdrawn listing)':    [401,      403,   403,      404,   404,       200],
  // My Listings: everyone signed in gets a page, empty unless they sell.
  'GET /api/owner/properties':                               [401,      200,   200,      200,   200,       200],
  'GET /api/admin/properties':                               [401,      403,   403,      403,   403,       200],
  'GET /api/stats':                                          [200,      200,   200,      200,   200,       200],
  'GET /api/market':                                         [200,      200,   200,      200,   200,       200],
  'POST /api/uploads':                                       [401,      403,   403,      201,   201,       201],

  // Development projects
  'GET /api/development-projects':                           [200,      200,   200,      200,   200,       200],
  'GET /api/development-projects/:id':                       [200,      200,   200,      200,   200,       200],
  // Written by admins only; "owner" is the developer a project was made for, which grants nothing.
  'POST /api/development-projects':                          [401,      403,   403,      403,   403,       201],
  'PUT /api/development-projects/:id':                       [401,      403,   403,      403,   403,       200],
  'DELETE /api/development-projects/:id':                    [401,      403,   403,      403,   403,       204],

  // Bids (made by another customer on the owner's active listing)
  'POST /api/properties/:id/bids':                           [401,      201,   201,      403,   201,       201],
  // A hidden listing is missing to a stranger, as on GET; an admin sees it, but it takes no offers.
  'POST /api/properties/:id/bids (pending listing)':         [401,      409,   409,      403,   409,       409],
  'GET /api/properties/:id/bids':                            [401,      403,   403,      200,   403,       200],
  'GET /api/user/bids':                                      [401,      200,   200,      200,   200,       200],
  'GET /api/owner/bids':                                     [401,      200,   200,      200,   200,       200],
  'PATCH /api/bids/:bidId/status':                           [401,      403,   403,      200,   403,       200],
  'POST /api/bids/:bidId/withdraw':                          [401,      403,   403,      403,   403,       403],

  // Inquiries (sent by another customer about the owner's active listing)
  'POST /api/properties/:id/inquiries':                      [401,      201,   201,      403,   201,       201],
  'POST /api/properties/:id/inquiries (pending listing)':    [401,      409,   409,      403,   409,       409],
  'GET /api/properties/:id/inquiries':                       [401,      403,   403,      200,   403,       200],
  'GET /api/user/inquiries':                                 [401,      200,   200,      200,   200,       200],
  'GET /api/owner/inquiries':                                [401,      200,   200,      200,   200,       200],
  'GET /api/inquiries/:id':                                  [401,      403,   403,      200,   403,       200],
  'POST /api/inquiries/:id/messages':                        [401,      403,   403,      201,   403,       201],
  'POST /api/inquiries/:id/viewing':                         [401,      403,   403,      409,   403,       409],

  // Investments (opportunities are the admin's; "owner" is a developer like any other here)
  'GET /api/investments':                                    [200,      200,   200,      200,   200,       200],
  'GET /api/investments/:id':                                [200,      200,   200,      200,   200,       200],
  'POST /api/investments':                                   [401,      403,   403,      403,   403,       201],
  'PUT /api/investments/:id':                                [401,      403,   403,      403,   403,       200],
  'DELETE /api/investments/:id':                             [401,      403,   403,      403,   403,       204],
  'GET /api/user/investments':                               [401,      200,   200,      200,   200,       200],
  'GET /api/user/portfolio':                                 [401,      200,   200,      200,   200,       200],
  // With a payment method; the first investment in an opportunity acknowledges its risks.
  'POST /api/user/investments':                              [401,      201,   201,      201,   201,       201],
  'POST /api/user/investments (risks not acknowledged)':     [401,      400,   400,      400,   400,       400],
  // The ledger and its receipts: the caller's own entries only. Anyone else's reference is missing,
  // to an admin too (a receipt names its investor), so a reference gives nothing away.
  'GET /api/user/ledger':                                    [401,      200,   200,      200,   200,       200],
  'GET /api/user/ledger/export':                             [401,      200,   200,      200,   200,       200],
  'GET /api/user/ledger/:reference':                         [401,      200,   200,      200,   200,       200],
  'GET /api/user/ledger/:reference (another user\'s entry)': [401,     404,   404,      404,   404,       404],
  // Distributions (of an opportunity another customer holds) are the admin's to record and read.
  'GET /api/investments/:id/distributions':                  [401,      403,   403,      403,   403,       200],
  'POST /api/investments/:id/distributions':                 [401,      403,   403,      403,   403,       201],

  // Administration
  'GET /api/admin/users':                                    [401,      403,   403,      403,   403,       200],
  'PUT /api/admin/users/:id':                                [401,      403,   403,      403,   403,       200],
  'DELETE /api/admin/users/:id':                             [401,      403,   403,      403,   403,       204],
  'GET /api/analytics':                                      [401,      403,   403,      403,   403,       200],
  'GET /api/admin/outbox':                                   [401,      403,   403,      403,   403,       200],
  'GET /api/admin/outbox/:id':                               [401,      403,   403,      403,   403,       200],
};

/** Routes deliberately not called by the matrix, each with the reason. */
export const OUT_OF_SCOPE: Record<string, string> = {};
