% '...' continues a statement on the next line; text after it is a comment.
x = 1 + ...
    2;
y = f(1, ... first argument
      2);
s = ['abc', ... a comment
     'def'];
if a && ...
        b
    disp('both')
end
t = 'a...b';
z = [1 2 ...
     3 4];
total = x + ...
    ... a line with only a continuation
    y;
