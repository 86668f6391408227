%{
A block comment at the top of the file.
%}
x = 1;
  %{
  Indented block comment.
  %{
  Nested block comment.
  %}
  Still inside the outer one.
  %}
y = 2;
%{ not a block comment: text follows the brace
z = 3;
%{
x = 'inside a block comment, this is not code'
%}
w = 4; %{ a trailing line comment
function f()
    %{
    Block comment inside a function.
    %}
    disp('f');
end
