/** Where to go after login: the screen the guard sent the player away from, if it is one of ours. */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/lobby/home';
  if (/^\/(login|register|forget)\b/.test(redirect)) return '/lobby/home';
  return redirect;
}
