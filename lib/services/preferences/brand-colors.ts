// The team's colour on its public pages, kept readable (WCAG 2.1: 4.5:1 for a button's text, 3:1
// for a switch against the white card): a colour too light for white text gets dark text, and one
// too light to show a switch at all gives way to the house blue.

const HOUSE = "#2563eb";
const DARK_TEXT = "#111827";

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The accent (buttons, switches), the text on it, and the colour of text in the accent on the white
 * card (the team's name), from the team's colour (#rrggbb) or the house blue.
 */
export function brandColors(color: string | null): { accent: string; onAccent: string; text: string } {
  const accent = color && /^#[0-9a-f]{6}$/i.test(color) && contrast(color, "#ffffff") >= 3 ? color : HOUSE;
  const readable = contrast(accent, "#ffffff") >= 4.5;
  return { accent, onAccent: readable ? "#ffffff" : DARK_TEXT, text: readable ? accent : DARK_TEXT };
}
