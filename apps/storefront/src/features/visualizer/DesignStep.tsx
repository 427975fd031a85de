import { useEffect } from 'react';
import { DesignRoom, preloadRoomScene } from './DesignRoom.tsx';
import { DesignStudio } from './DesignStudio.tsx';
import type { DesignAddress } from './designUrl.ts';

/**
 * The design step as a chunk of its own (the page loads it once a plan and a style are chosen):
 * the machine, the take-off and the panels are not in the pickers' first load, and three.js
 * loads after them, with the 3D room.
 */
export default function DesignStep({
  address,
  showroom,
  projectId,
  initialView,
}: {
  address: DesignAddress & { plan: string; template: string };
  showroom: string;
  projectId: number | null;
  initialView: 'plan' | null;
}) {
  useEffect(() => {
    if (initialView !== 'plan') preloadRoomScene();
  }, [initialView]);
  return (
    <DesignStudio
      address={address}
      showroom={showroom}
      projectId={projectId}
      room={(actor) => <DesignRoom actor={actor} initialView={initialView} />}
    />
  );
}
