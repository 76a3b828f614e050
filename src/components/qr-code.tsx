import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A text (an otpauth:// address for TOTP, a crypto payment URI) as a QR code, drawn as SVG from the
 * encoder's module matrix (no markup string is injected, nothing is fetched). One path of unit squares
 * keeps the DOM small.
 */
export function QrCode({ value, label, className, testId }: { value: string; label: string; className: string; testId: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { border: 2 });
    let d = "";
    qr.data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : "")));
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
