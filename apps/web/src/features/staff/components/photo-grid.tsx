import './photo-grid.css';

/** Photos as thumbnails, each opening full size in a new tab (served to signed-in staff only). */
export function PhotoGrid({ urls, alt }: { urls: readonly string[]; alt: (n: number) => string }) {
  return (
    <ul className="staff-photos">
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer noopener">
            <img src={url} alt={alt(index + 1)} loading="lazy" width={120} height={120} />
          </a>
        </li>
      ))}
    </ul>
  );
}
