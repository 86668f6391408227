function out = comments_and_pragmas(n) %#codegen
% COMMENTS_AND_PRAGMAS  The help text.
%   More help.

out = [];
for i = 1:n
    out(end+1) = i;  %#ok<AGROW>
end
unused = 3; %#ok<NASGU,INUSD>
x = 4; %#ok
%#function helper1 helper2
y = 5; % a plain comment
% a comment before the end
end

function sections()
%% A cell title
x = 1;
%%
y = [x, ... %#ok<NBRAK> inside a multi-line statement: only in the file's comments
     2];
z = 3; %#ok<NASGU>
end
