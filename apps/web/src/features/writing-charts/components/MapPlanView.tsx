import { ContentTexts, type ImageRef, type MapChart } from '@cdi/contracts';
import { ExamImage } from '../../../shared/ui/ExamImage';
import type { ImageSource } from '../lib/chart-data';
import { ChartTexts } from '../lib/chart-texts';
import { ChartFrame } from './ChartFrame';

/** Map and plan: the 'Before' and 'After' images when given, else a placeholder; then the key locations. */
export function MapPlanView({ chart, imageSrc }: { chart: MapChart; imageSrc: ImageSource }) {
  const images: { caption: string; image: ImageRef }[] = [];
  if (chart.before_image) images.push({ caption: ChartTexts.before, image: chart.before_image });
  if (chart.after_image) images.push({ caption: ChartTexts.after, image: chart.after_image });

  return (
    <ChartFrame title={chart.title} captions={chart}>
      {images.length === 0 ? (
        <ImagePlaceholder />
      ) : (
        <div className={images.length > 1 ? 'chart-map__images chart-map__images--two' : 'chart-map__images'}>
          {images.map(({ caption, image }) => {
            const src = imageSrc(image.file);
            return (
              <figure key={caption} className="chart-map__image">
                {src ? <ExamImage src={src} alt={image.alt} /> : <ImagePlaceholder />}
                <figcaption>{caption}</figcaption>
              </figure>
            );
          })}
        </div>
      )}
      {chart.locations && chart.locations.length > 0 && (
        <div className="chart-map__locations">
          <h3 className="chart__subheading">{ContentTexts.keyLocations}</h3>
          <ul>
            {chart.locations.map((location, i) => (
              <li key={i}>
                <span className="chart-map__location-name">{location.name}</span>: {location.description}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartFrame>
  );
}

/** Where a map or plan would be when there is none to show. */
function ImagePlaceholder() {
  return <div className="chart-placeholder">{ContentTexts.mapPlanImagePlaceholder}</div>;
}
