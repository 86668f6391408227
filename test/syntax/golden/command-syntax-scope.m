function command_syntax_scope(x)
% A parameter is a variable: 'x -1' is an expression.
x -1
for k = 1:3
    k -1
end
global g
g -1
y = 2;
y +1
z -1
[p, q] = deal(1, 2);
p -1
q +2
end

function other()
% A different function: 'x' is not a variable here.
x -1
end
