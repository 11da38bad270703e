import { Play } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import * as styles from "./VideoFacade.css";

export interface VideoFacadeLabels {
  /** The facade's text, which also names the link: 'Videoyu oynat'. */
  play: string;
  /** Under the video, before and after: 'YouTube'dan oynatılır; tıklayana kadar hiçbir şey yüklenmez.' */
  notice?: string;
}

export interface VideoFacadeProps {
  /** The video's title: the player's accessible name. */
  title: string;
  /** The provider's player, loaded only after the click. */
  embedUrl: string;
  /** The video's own page, where the facade leads when JavaScript does not run. */
  watchUrl: string;
  /** A local picture shown under the play button (nothing is fetched from the provider). */
  poster?: { src: string; srcSet?: string; sizes?: string };
  labels: VideoFacadeLabels;
}

/**
 * A video that costs nothing until the visitor asks for it (issue 12): a local poster with a play
 * button; the click swaps in the provider's player (started, and focused so the keyboard carries
 * on there). Without JavaScript the facade is a plain link to the video's page.
 */
export function VideoFacade({ title, embedUrl, watchUrl, poster, labels }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window stays the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <figure className={styles.figure}>
      {playing ? (
        <iframe
          ref={player}
          className={styles.player}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a className={styles.facade} href={watchUrl} onClick={onClick}>
          {poster ? (
            <img
              className={styles.poster}
              src={poster.src}
              srcSet={poster.srcSet}
              sizes={poster.sizes}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <span className={styles.play} aria-hidden="true">
            <Play size={28} fill="currentColor" />
          </span>
          <span className={styles.label}>{labels.play}</span>
        </a>
      )}
      {labels.notice ? <figcaption className={styles.notice}>{labels.notice}</figcaption> : null}
    </figure>
  );
}
