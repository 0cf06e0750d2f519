/** What the root showed once the picture was gone, in order, with the time of each change. */
export interface TakeoverProbe {
  shown: { what: 'step' | 'spinner' | 'empty page'; at: number }[];
}

export function installTakeoverProbe(): void;
