/**
 * Waits into the whole second after `iso`: a token's `iat` counts whole seconds, and one of a
 * sign-out's second is refused (`credentialPredatesSignOut`). A timer may fire a millisecond before
 * `Date.now()` reaches its time, so the clock itself is read until it is there.
 */
export const pastTheSecondOf = async (iso: string) => {
  const nextSecond = Math.ceil((Date.parse(iso) + 1) / 1000) * 1000;
  while (Date.now() < nextSecond) await new Promise((resolve) => setTimeout(resolve, nextSecond - Date.now() + 1));
};
