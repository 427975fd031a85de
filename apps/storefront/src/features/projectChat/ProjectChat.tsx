/** Placeholder until the project chat is built (issue 16): the chat of one project. */
export function ProjectChat({ projectId }: { projectId: number }) {
  return <p>Chat for project {projectId} is being built.</p>;
}
