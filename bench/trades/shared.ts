export const CONNECTIONS = 50;
export const SYMBOL = '005930';
