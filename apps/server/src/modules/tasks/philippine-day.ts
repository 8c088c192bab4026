/** Daily tasks start again at midnight Philippine time (the product's day, platform/philippine-day.ts). */
export { nextPhilippineMidnight, philippineDate } from '../../platform/philippine-day.ts';
