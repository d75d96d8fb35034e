/** A real 8×8 PNG, small enough to inline, for profile-picture uploads. */
export const tinyPng = {
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMIcHuGFTEMLQkA+WRfATj0Es0AAAAASUVORK5CYII=',
    'base64',
  ),
};
