import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { setupTestApp } from '../../testing/harness';

const t = setupTestApp();

const patch = (headers: Record<string, string>, payload: unknown, contentType: string = MEDIA_TYPES.mergePatch) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/auth/profile',
    headers: { ...headers, 'content-type': contentType },
    payload: JSON.stringify(payload),
  });

describe('/api/auth/profile', () => {
  it('GET answers the signed-in user as a linked-data Profile', async () => {
    const user = await t.signIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Profile',
      '@id': '/api/auth/profile',
      '@type': 'Profile',
      uuid: user.uuid,
      email: user.email,
      preferredLocale: 'en-GB',
    });
  });

  it('never answers fields it does not declare (such as the password hash)', async () => {
    const user = await t.signIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(response.body).not.toMatch(/password|scrypt|created/i);
  });

  it('PATCH (merge patch) updates the preferred locale and answers the profile', async () => {
    const user = await t.signIn();
    const response = await patch(user.headers, { preferredLocale: 'nl-NL' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ '@type': 'Profile', uuid: user.uuid, preferredLocale: 'nl-NL' });

    const again = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(again.json().preferredLocale).toBe('nl-NL');
  });

  it('PATCH with an empty patch changes nothing', async () => {
    const user = await t.signIn();
    const response = await patch(user.headers, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().preferredLocale).toBe('en-GB');
  });

  it('PATCH changes only the signed-in user', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await patch(me.headers, { preferredLocale: 'nl-NL' });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: other.headers });
    expect(theirs.json().preferredLocale).toBe('en-GB');
  });

  it('PATCH answers 422 for an unsupported locale and for unexpected fields', async () => {
    const user = await t.signIn();
    const badLocale = await patch(user.headers, { preferredLocale: 'fr-FR' });
    expect(badLocale.statusCode).toBe(422);
    expect(badLocale.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(badLocale.json().violations).toEqual([
      { propertyPath: 'preferredLocale', message: 'Preferred locale must be one of en-GB, nl-NL.' },
    ]);

    const unexpected = await patch(user.headers, { email: 'new@example.test' });
    expect(unexpected.statusCode).toBe(422);
    expect(unexpected.json().violations).toEqual([{ propertyPath: 'email', message: 'This field was not expected.' }]);
  });

  it('PATCH answers 415 unless the body is application/merge-patch+json', async () => {
    const user = await t.signIn();
    for (const contentType of ['application/json', MEDIA_TYPES.ldJson]) {
      const response = await patch(user.headers, { preferredLocale: 'nl-NL' }, contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        type: '/api/errors/415',
        title: 'Unsupported Media Type',
        status: 415,
        detail: `PATCH bodies must be application/merge-patch+json, not ${contentType}.`,
      });
    }
  });

  it('answers 401 before looking at the body', async () => {
    const response = await patch({}, { preferredLocale: 'xx' }, 'text/plain');
    expect(response.statusCode).toBe(401);
  });
});
