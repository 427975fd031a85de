export { Carousel, carouselGaps } from './Carousel.tsx';
export type { CarouselGap, CarouselProps, CarouselSlidesPerView } from './Carousel.tsx';
