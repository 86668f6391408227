function p = path_to(parent, target)
% PATH_TO  The path from the BFS source to target, following parents back.
p = target;
while parent(p(1)) ~= 0
    p = [parent(p(1)), p]; %#ok<AGROW>
end
end
